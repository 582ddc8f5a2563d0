/**
 * Limits on the storefront's signed-in writes (rulings R11b), per customer so people behind one
 * address do not share a budget; coupon checks also keep a per-address ceiling against guessing
 * with many accounts. The numbers are in lib/limits.ts (Worker vars).
 */
import { signedInLimit } from './rate-limit';

export const cartWriteLimit = signedInLimit(['cartWrite']);
export const couponLimit = signedInLimit(['coupon', 'couponAddress']);
export const profileWriteLimit = signedInLimit(['profileWrite']);
