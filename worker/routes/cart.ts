/**
 * The current account's cart (spec §7; a team shares one): list, add a plan or an in-stock
 * service with a billing period, remove; the writes are rate limited per customer. Each
 * request is one D1 batch: session, counter and the cart statements (lib/signed-in.ts), built
 * once per isolate (lib/cart-statements.ts): the bench's hottest routes.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { cartAddSchema, cartChangeData, cartData, cartErrors, cartRemoveSchema } from '../../site/shared/api/cart';
import { joinCart, toCartItems } from '../db/cart';
import type { AppEnv } from '../env';
import { cartRead, cartStatements, cartWrite, countLines, readCart } from '../lib/cart-statements';
import { ApiError, ok } from '../lib/envelope';
import { jsonBody } from '../middleware/json-body';
import { failure, success } from '../openapi/responses';

export const cart = new Hono<AppEnv>()
  .get(
    '/',
    cartRead,
    describeRoute({
      tags: ['Cart'],
      summary: 'Read the cart',
      description: 'Each line carries its plan or service in full, oldest line first.',
      responses: { 200: success('The cart', cartData) },
    }),
    async (c) => {
      const { results, account } = await c.var.signedIn.runInAccount(readCart());
      return ok(c, { items: toCartItems(joinCart(results)), accountId: account.id });
    },
  )
  .post(
    '/add',
    cartWrite,
    jsonBody(cartAddSchema, { planId: 'pro', billingPeriod: 'annual' }),
    describeRoute({
      tags: ['Cart'],
      summary: 'Add a plan or a service',
      description:
        'Send exactly one of `planId` and `serviceId` (with its `category`, if given). An item already in the cart keeps its one line and takes the new billing period.',
      responses: {
        200: success('Added, or its billing period updated', cartChangeData),
        400: failure(
          `Invalid body (\`fields\` names each field; \`_\` when neither or both ids are sent), "${cartErrors.customPrice}" or "${cartErrors.wrongCategory}"`,
        ),
        404: failure(`"${cartErrors.planNotFound}" or "${cartErrors.serviceNotFound}"`),
        409: failure(cartErrors.outOfStock),
      },
    }),
    async (c) => {
      const { planId, serviceId, category, billingPeriod } = c.req.valid('json');
      const kind = planId !== undefined ? 'plan' : 'service';
      const values = {
        itemId: planId ?? serviceId ?? '',
        lineId: crypto.randomUUID(),
        billingPeriod,
        category: category ?? null,
      };
      // The add only happens when the item may be added; the item is read in the same batch to say why not.
      const { item, add } = cartStatements[kind];
      const { results } = await c.var.signedIn.run([item(values), add(values), countLines()]);
      const [[found], , [count]] = results;
      if (kind === 'plan') {
        if (!found) throw new ApiError(404, cartErrors.planNotFound);
        if (found.monthlyPrice === null) throw new ApiError(400, cartErrors.customPrice);
      } else {
        if (!found || !('category' in found)) throw new ApiError(404, cartErrors.serviceNotFound);
        if (category !== undefined && category !== found.category) throw new ApiError(400, cartErrors.wrongCategory);
        if (found.monthlyPrice === null) throw new ApiError(400, cartErrors.customPrice);
        if (found.isOutOfStock) throw new ApiError(409, cartErrors.outOfStock);
      }
      return ok(c, { itemCount: count?.n ?? 0 });
    },
  )
  .delete(
    '/remove',
    cartWrite,
    jsonBody(cartRemoveSchema, { planId: 'pro' }),
    describeRoute({
      tags: ['Cart'],
      summary: 'Remove a plan or a service',
      description: 'Send exactly one of `planId` and `serviceId`.',
      responses: {
        200: success('Removed', cartChangeData),
        404: failure(cartErrors.notInCart),
      },
    }),
    async (c) => {
      const { planId, serviceId } = c.req.valid('json');
      const kind = planId !== undefined ? 'plan' : 'service';
      const { results } = await c.var.signedIn.run([
        cartStatements[kind].remove({ itemId: planId ?? serviceId ?? '' }),
        countLines(),
      ]);
      const [removed, [count]] = results;
      if (removed.length === 0) throw new ApiError(404, cartErrors.notInCart);
      return ok(c, { itemCount: count?.n ?? 0 });
    },
  );
