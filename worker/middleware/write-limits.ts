/**
 * Limits on the storefront's signed-in writes, per customer so people behind one
 * address do not share a budget; coupon checks also keep a per-address ceiling against guessing
 * with many accounts. The numbers are in lib/limits.ts (Worker vars).
 */
import type { LimitName } from '../lib/limits';
import { signedInLimit } from './rate-limit';

/** The limits a cart write counts: its statements' `allowedFor` names the same. */
export const CART_WRITE: LimitName[] = ['cartWrite'];
export const cartWriteLimit = signedInLimit(CART_WRITE);
export const couponLimit = signedInLimit(['coupon', 'couponAddress']);
export const profileWriteLimit = signedInLimit(['profileWrite']);
/** Team changes: switching, creating aside (its own limit), renaming, roles, removals, policy, transfers. */
export const teamWriteLimit = signedInLimit(['teamWrite']);
