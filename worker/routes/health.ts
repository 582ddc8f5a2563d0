/** Liveness: answers without touching D1 (used to wait for `wrangler dev`, and as the bench baseline). */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { healthData } from '../../site/shared/api/common';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';
import { success } from '../openapi/responses';

export const health = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    tags: ['Health'],
    summary: 'Liveness',
    description: 'Answers without touching the database.',
    responses: { 200: success('The API is up', healthData) },
  }),
  (c) => ok(c, { status: 'ok' }),
);
