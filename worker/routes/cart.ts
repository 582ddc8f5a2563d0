/**
 * The signed-in customer's cart (spec §7, rulings R9, R10): list, add a plan or an in-stock
 * service with a billing period, remove; the writes are rate limited (R11b).
 */
import { Hono } from 'hono';
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

export const cart = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', async (c) => ok(c, { items: await listCartItems(getDb(c.env.DB), c.get('user').id) }))
  .post('/add', cartWriteLimit, jsonBody(cartAddSchema), async (c) => {
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
  })
  .delete('/remove', cartWriteLimit, jsonBody(cartRemoveSchema), async (c) => {
    const { planId, serviceId } = c.req.valid('json');
    const db = getDb(c.env.DB);
    const userId = c.get('user').id;
    const ref: ItemRef = planId !== undefined ? { planId } : { serviceId: serviceId ?? '' };
    if (!(await deleteCartItem(db, userId, ref))) throw new ApiError(404, apiErrors.notInCart);
    return ok(c, { itemCount: await countCartItems(db, userId) });
  });
