/**
 * The public plan list: `GET /api/plans`, seeded from content/catalog/plans.json,
 * each plan with its hourly rate from the pricing module. Cached at the edge with an ETag
 * (lib/catalog-cache.ts); a cache miss reads any D1 replica.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listedPlanData } from '../../site/shared/api/plans';
import { hourlyPrice } from '../../site/shared/domain/hourly';
import { listPlans } from '../db/catalog';
import type { AppEnv } from '../env';
import { catalogAnswer } from '../lib/catalog-cache';
import { optionalToken } from '../middleware/signed-in-route';
import { catalogCacheHeaders, notModified, success } from '../openapi/responses';

export const plans = new Hono<AppEnv>().get(
  '/',
  optionalToken('catalog:read'),
  describeRoute({
    tags: ['Catalog'],
    summary: 'List the plans',
    description:
      'Cheapest first, custom-priced plans last; each with its hourly rate. Public and cacheable: send the `ETag` back as `If-None-Match` to get 304 while the list is unchanged.',
    responses: {
      200: { ...success('The plans', v.array(listedPlanData)), headers: catalogCacheHeaders },
      304: notModified,
    },
  }),
  (c) =>
    catalogAnswer(c, async (db) => {
      return (await listPlans(db)).map((plan) => ({ ...plan, hourlyPrice: hourlyPrice(plan.monthlyPrice) }));
    }),
);
