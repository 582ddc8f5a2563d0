/** The public plan list (spec §7): `GET /api/plans`, seeded from content/catalog/plans.json (R9). */
import { Hono } from 'hono';
import { listPlans } from '../db/catalog';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';

export const plans = new Hono<AppEnv>().get('/', async (c) => ok(c, await listPlans(getDb(c.env.DB))));
