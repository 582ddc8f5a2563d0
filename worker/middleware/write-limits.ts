/**
 * Limits on the storefront's write endpoints (rulings R11b): generous for a person, tight for
 * a script. Coupon checks have the smaller budget, since each one is a guess at a code.
 */
import { rateLimit } from './rate-limit';

export const cartWriteLimit = rateLimit({ bucket: 'cart-write', limit: 300, windowMs: 60_000 });

export const COUPON_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;
export const couponLimit = rateLimit({ bucket: 'coupon', ...COUPON_LIMIT });
