/** The public plan list (spec §7): `GET /api/plans`, seeded from content/catalog/plans.json (R9). */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { planData } from '../../site/shared/responses';
import { listPlans } from '../db/catalog';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';
import { success } from '../openapi/responses';

export const plans = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    tags: ['Catalog'],
    summary: 'List the plans',
    description: 'Cheapest first, custom-priced plans last.',
    responses: { 200: success('The plans', v.array(planData)) },
  }),
  async (c) => ok(c, await listPlans(getDb(c.env.DB))),
);
