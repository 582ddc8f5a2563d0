/**
 * The signed-in customer's cart (spec §7, rulings R9, R10): list, add a plan or an in-stock
 * service with a billing period, remove; the writes are rate limited (R11b).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { cartChangeData, cartData } from '../../site/shared/responses';
import { apiErrors } from '../../site/shared/storefront';
import { cartAddSchema, cartRemoveSchema } from '../../site/shared/storefront-schemas';
import { countCartItems, deleteCartItem, type ItemRef, listCartItems, upsertCartItem } from '../db/cart';
import { findPlan, findService } from '../db/catalog';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { requireAuth } from '../middleware/auth';
import { jsonBody } from '../middleware/json-body';
import { cartWriteLimit } from '../middleware/write-limits';
import { failure, success } from '../openapi/responses';

export const cart = new Hono<AppEnv>()
  .get(
    '/',
    requireAuth,
    describeRoute({
      tags: ['Cart'],
      summary: 'Read the cart',
      description: 'Each line carries its plan or service in full, oldest line first.',
      responses: { 200: success('The cart', cartData) },
    }),
    async (c) => ok(c, { items: await listCartItems(getDb(c.env.DB), c.get('user').id) }),
  )
  .post(
    '/add',
    requireAuth,
    cartWriteLimit,
    jsonBody(cartAddSchema, { planId: 'pro', billingPeriod: 'annual' }),
    describeRoute({
      tags: ['Cart'],
      summary: 'Add a plan or a service',
      description:
        'Send exactly one of `planId` and `serviceId` (with its `category`, if given). An item already in the cart keeps its one line and takes the new billing period.',
      responses: {
        200: success('Added, or its billing period updated', cartChangeData),
        400: failure(
          `Invalid body (\`fields\` names each field; \`_\` when neither or both ids are sent), "${apiErrors.customPrice}" or "${apiErrors.wrongCategory}"`,
        ),
        404: failure(`"${apiErrors.planNotFound}" or "${apiErrors.serviceNotFound}"`),
        409: failure(apiErrors.outOfStock),
      },
    }),
    async (c) => {
      const { planId, serviceId, category, billingPeriod } = c.req.valid('json');
      const db = getDb(c.env.DB);
      const userId = c.get('user').id;
      let ref: ItemRef;
      if (planId !== undefined) {
        const plan = await findPlan(db, planId);
        if (!plan) throw new ApiError(404, apiErrors.planNotFound);
        if (plan.monthlyPrice === null) throw new ApiError(400, apiErrors.customPrice);
        ref = { planId };
      } else {
        const service = await findService(db, serviceId ?? '');
        if (!service) throw new ApiError(404, apiErrors.serviceNotFound);
        if (category !== undefined && category !== service.category) throw new ApiError(400, apiErrors.wrongCategory);
        if (service.monthlyPrice === null) throw new ApiError(400, apiErrors.customPrice);
        if (service.isOutOfStock) throw new ApiError(409, apiErrors.outOfStock);
        ref = { serviceId: service.id };
      }
      await upsertCartItem(db, userId, ref, billingPeriod);
      return ok(c, { itemCount: await countCartItems(db, userId) });
    },
  )
  .delete(
    '/remove',
    requireAuth,
    cartWriteLimit,
    jsonBody(cartRemoveSchema, { planId: 'pro' }),
    describeRoute({
      tags: ['Cart'],
      summary: 'Remove a plan or a service',
      description: 'Send exactly one of `planId` and `serviceId`.',
      responses: {
        200: success('Removed', cartChangeData),
        404: failure(apiErrors.notInCart),
      },
    }),
    async (c) => {
      const { planId, serviceId } = c.req.valid('json');
      const db = getDb(c.env.DB);
      const userId = c.get('user').id;
      const ref: ItemRef = planId !== undefined ? { planId } : { serviceId: serviceId ?? '' };
      if (!(await deleteCartItem(db, userId, ref))) throw new ApiError(404, apiErrors.notInCart);
      return ok(c, { itemCount: await countCartItems(db, userId) });
    },
  );
