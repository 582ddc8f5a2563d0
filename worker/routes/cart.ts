/**
 * The current account's cart (a team shares one): list, add a plan or an in-stock
 * service with a billing period, remove; the writes are rate limited per customer. Each
 * request is one D1 batch: session, counter and the cart statements (lib/signed-in.ts), built
 * once per isolate (lib/cart-statements.ts): the bench's hottest routes.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  cartAddSchema,
  cartChangeData,
  cartData,
  cartErrors,
  cartLineChangeSchema,
  cartLineIdSchema,
  cartRemoveSchema,
} from '../../site/shared/api/cart';
import { taxRule } from '../../site/shared/domain/billing';
import { instancePrice } from '../../site/shared/domain/catalog';
import { regionsOf } from '../../site/shared/domain/regions';
import { type CartKind, toCartItems } from '../db/cart';
import { toCartContents } from '../db/cart-read';
import type { billingDetails } from '../db/schema';
import type { AppEnv } from '../env';
import { cartRead, cartStatements, cartWrite, countLines, lineStatements, readCart } from '../lib/cart-statements';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { vatNumberExempts } from '../lib/vat-confirmation';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { failure, success } from '../openapi/responses';

const EXAMPLE_LINE = '5b7e2f0a-9c1d-4e3b-8a6f-2d4c6e8a0b1c';

/** Which item a body names. */
function kindOf(body: { planId?: string | undefined; serviceId?: string | undefined }): CartKind {
  return body.planId !== undefined ? 'plan' : body.serviceId !== undefined ? 'service' : 'instance';
}

/** Refuses a region the item is not offered in, naming those it is. */
function checkRegion(region: string | undefined, locations: string[] | 'All' | null) {
  const regions = regionsOf(locations);
  if (region !== undefined && !regions.includes(region))
    throw new ApiError(400, cartErrors.region(regions), { region: cartErrors.region(regions) });
}

/** The tax an order would carry now, as checkout works it out; none without billing details. */
function cartTax(row: typeof billingDetails.$inferSelect | null, now: number) {
  if (!row) return null;
  const rule = taxRule(row.country, vatNumberExempts(row, now));
  return { kind: rule.kind, rateBasisPoints: rule.kind === 'vat' ? rule.basisPoints : null, country: rule.country };
}

export const cart = new Hono<AppEnv>()
  .get(
    '/',
    cartRead,
    describeRoute({
      tags: ['Cart'],
      summary: 'Read the cart',
      description:
        'Each line carries its plan, service or instance type in full, with its count and region, oldest line first; `tax` is what an order would carry now.',
      responses: { 200: success('The cart', cartData) },
    }),
    async (c) => {
      // The session, its account and the whole cart: one batch of two statements (worker/test/round-trips.test.ts).
      const batch = namedBatch({ cart: readCart() });
      const { results, account } = await c.var.signedIn.runInAccount(batch.statements);
      const { billing, rows } = toCartContents(batch.read(results).cart);
      return ok(c, { items: toCartItems(rows), tax: cartTax(billing, Date.now()), accountId: account.id });
    },
  )
  .post(
    '/add',
    cartWrite,
    jsonBody(cartAddSchema, { planId: 'pro', billingPeriod: 'annual' }),
    describeRoute({
      tags: ['Cart'],
      summary: 'Add a plan, a service, a VPS size or a GPU instance',
      description:
        "Send exactly one of `planId`, `serviceId` (with its `category`, if given) and `instanceId` (a VPS size or GPU instance). An item already in the cart keeps its one line and takes the new billing period; adding a GPU instance again adds `count` (default 1) to its line, which holds at most 8. GPU instances are billed monthly, by the hour. `region` is one of the item's locations; left out, a new line runs in the first of them.",
      responses: {
        200: success('Added, or its billing period or count updated', cartChangeData),
        400: failure(
          `Invalid body (\`fields\` names each field; \`_\` when no id or several are sent), "${cartErrors.customPrice}", "${cartErrors.freeIncluded}", "${cartErrors.wrongCategory}", "${cartErrors.gpuMonthly}", "${cartErrors.countOnlyGpu}" or a region the item is not offered in`,
        ),
        404: failure(
          `"${cartErrors.planNotFound}", "${cartErrors.serviceNotFound}" or "${cartErrors.instanceNotFound}"`,
        ),
        409: failure(`"${cartErrors.outOfStock}", "${cartErrors.instanceOutOfStock}" or "${cartErrors.tooMany}"`),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { category, billingPeriod, count, region } = body;
      const kind = kindOf(body);
      if (kind !== 'instance' && count !== undefined && count !== 1)
        throw new ApiError(400, cartErrors.countOnlyGpu, { count: cartErrors.countOnlyGpu });
      const values = {
        itemId: body.planId ?? body.serviceId ?? body.instanceId ?? '',
        lineId: crypto.randomUUID(),
        billingPeriod,
        category: category ?? null,
        region: region ?? null,
        count: count ?? 1,
      };
      // The add only happens when the item may be added; the item is read in the same batch to say why not.
      const { item, add } = cartStatements[kind];
      const batch = namedBatch({ item: item(values), added: add(values), counted: countLines() });
      const { item: items, added, counted } = batch.read((await c.var.signedIn.run(batch.statements)).results);
      const [found] = items;
      const [lines] = counted;
      if (kind === 'plan') {
        if (!found) throw new ApiError(404, cartErrors.planNotFound);
        if (found.monthlyPrice === null) throw new ApiError(400, cartErrors.customPrice);
        // Every account has the Free plan; ordering it would only issue an empty order.
        if (found.monthlyPrice === 0) throw new ApiError(400, cartErrors.freeIncluded);
        checkRegion(region, null);
      } else if (kind === 'service') {
        if (!found || !('category' in found)) throw new ApiError(404, cartErrors.serviceNotFound);
        if (category !== undefined && category !== found.category) throw new ApiError(400, cartErrors.wrongCategory);
        if (found.monthlyPrice === null) throw new ApiError(400, cartErrors.customPrice);
        if (found.isOutOfStock) throw new ApiError(409, cartErrors.outOfStock);
        checkRegion(region, found.locations);
      } else {
        if (!found || !('kind' in found)) throw new ApiError(404, cartErrors.instanceNotFound);
        if (instancePrice(found) === null) throw new ApiError(400, cartErrors.customPrice);
        if (found.isOutOfStock) throw new ApiError(409, cartErrors.instanceOutOfStock);
        if (found.kind === 'gpu' && billingPeriod === 'annual')
          throw new ApiError(400, cartErrors.gpuMonthly, { billingPeriod: cartErrors.gpuMonthly });
        if (found.kind === 'vps' && count !== undefined && count !== 1)
          throw new ApiError(400, cartErrors.countOnlyGpu, { count: cartErrors.countOnlyGpu });
        checkRegion(region, found.locations);
        // Everything else holds, so the line would have passed 8.
        if (Array.isArray(added) && added.length === 0) throw new ApiError(409, cartErrors.tooMany);
      }
      return ok(c, { itemCount: lines?.n ?? 0 });
    },
  )
  .patch(
    '/lines/:id',
    cartWrite,
    pathParam('id', cartLineIdSchema, {
      description: 'The cart line id (`items[].id` of the cart)',
      example: EXAMPLE_LINE,
    }),
    jsonBody(cartLineChangeSchema, { count: 3, region: 'Frankfurt' }),
    describeRoute({
      tags: ['Cart'],
      summary: "Set a line's count or region",
      description:
        "Send `count` (GPU lines only, 1–8) and/or `region` (one of the line's `regions`). The cart is answered as `GET /api/cart` answers it.",
      responses: {
        200: success('The cart after the change', cartData),
        400: failure(`Invalid body, "${cartErrors.countOnlyGpu}" or a region the item is not offered in`),
        404: failure(cartErrors.lineNotFound),
      },
    }),
    async (c) => {
      const lineId = c.req.valid('param').id;
      const { count, region } = c.req.valid('json');
      const values = { lineId, count: count ?? null, region: region ?? null };
      const batch = namedBatch({
        changed: lineStatements.change(values),
        facts: lineStatements.facts(values),
        cart: readCart(),
      });
      const { results, account } = await c.var.signedIn.runInAccount(batch.statements);
      const {
        changed,
        facts: [facts],
        cart,
      } = batch.read(results);
      const { billing, rows } = toCartContents(cart);
      if (changed.length === 0) {
        if (!facts) throw new ApiError(404, cartErrors.lineNotFound);
        if (count !== undefined && !facts.gpu)
          throw new ApiError(400, cartErrors.countOnlyGpu, { count: cartErrors.countOnlyGpu });
        checkRegion(region, JSON.parse(facts.locations) as string[] | 'All');
        throw new ApiError(409, cartErrors.lineNotFound);
      }
      return ok(c, { items: toCartItems(rows), tax: cartTax(billing, Date.now()), accountId: account.id });
    },
  )
  .delete(
    '/remove',
    cartWrite,
    jsonBody(cartRemoveSchema, { planId: 'pro' }),
    describeRoute({
      tags: ['Cart'],
      summary: 'Remove a plan, a service, a VPS size or a GPU instance',
      description: 'Send exactly one of `planId`, `serviceId` and `instanceId`; the whole line goes.',
      responses: {
        200: success('Removed', cartChangeData),
        404: failure(cartErrors.notInCart),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const batch = namedBatch({
        removed: cartStatements[kindOf(body)].remove({
          itemId: body.planId ?? body.serviceId ?? body.instanceId ?? '',
        }),
        counted: countLines(),
      });
      const { removed, counted } = batch.read((await c.var.signedIn.run(batch.statements)).results);
      const [count] = counted;
      if (removed.length === 0) throw new ApiError(404, cartErrors.notInCart);
      return ok(c, { itemCount: count?.n ?? 0 });
    },
  );
