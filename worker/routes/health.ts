/** Liveness: answers without touching D1 (used to wait for `wrangler dev`, and as the bench baseline). */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';

export const health = new Hono<AppEnv>().get('/', (c) => ok(c, { status: 'ok' }));
