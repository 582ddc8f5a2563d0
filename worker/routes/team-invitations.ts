/** Placeholder router, filled in by the teams work. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const teamInvitations = new Hono<AppEnv>();
