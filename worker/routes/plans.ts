/**
 * The public plan list (spec §7): `GET /api/plans`, seeded from content/catalog/plans.json (R9),
 * each plan with its hourly rate from the pricing module (R22).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { hourlyPrice } from '../../site/shared/pricing';
import { listedPlanData } from '../../site/shared/responses';
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
    description: 'Cheapest first, custom-priced plans last; each with its hourly rate.',
    responses: { 200: success('The plans', v.array(listedPlanData)) },
  }),
  async (c) =>
    ok(
      c,
      (await listPlans(getDb(c.env.DB))).map((plan) => ({ ...plan, hourlyPrice: hourlyPrice(plan.monthlyPrice) })),
    ),
);
