/**
 * Limits on the storefront's signed-in writes, per customer so people behind one
 * address do not share a budget; coupon checks also keep a per-address ceiling against guessing
 * with many accounts. The numbers are in lib/limits.ts (Worker vars).
 */
import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../env';
import type { LimitName } from '../lib/limits';
import { documented } from '../openapi/responses';
import { documentLimit, retryMessage } from './rate-limit';

/** The limits a cart write counts: its statements' `allowedFor` names the same. */
export const CART_WRITE: LimitName[] = ['cartWrite'];
/** The limits a coupon check counts, on the coupon route and at checkout alike. */
export const COUPON_CHECK: LimitName[] = ['coupon', 'couponAddress'];

/**
 * Checkout counts as a cart write (its declaration's limits, before the body is read); a coupon code sent
 * with it counts as a coupon check too, so checkout cannot be used to guess codes. Comes after the
 * body is validated.
 */
export const checkoutCouponLimit = documented(
  createMiddleware<SignedInEnv>(async (c, next) => {
    const body = (c.req as unknown as { valid(target: 'json'): { couponCode?: string } }).valid('json');
    if (body.couponCode !== undefined) for (const name of COUPON_CHECK) c.var.signedIn.count(name, retryMessage);
    await next();
  }),
  { responses: { 429: documentLimit([...CART_WRITE, ...COUPON_CHECK]) } },
);
