/**
 * Adding to the cart from the pricing and services pages and the calculator
 * (docs/decisions/one-cart-line-per-item.md). Apart from the cart page's store (`cart.ts`), so the cart
 * page does not ship it.
 */

import { answer, api } from '../lib/api';
import { type AddTarget, savePendingCart } from '../lib/pending-cart';
import { cartMessages } from '../shared/api/cart-messages';
import { teamErrors } from '../shared/api/teams-messages';
import type { BillingPeriod } from '../shared/domain/pricing';
import { $cartCount } from './cart-count';
import { currentAccount, may } from './current-account';
import { initSession } from './session';
import { signedIn } from './signed-in';
import { toast } from './toast';

export type { AddTarget };

/** The item's id, whatever its kind. */
export const targetId = (target: AddTarget) =>
  'planId' in target ? target.planId : 'serviceId' in target ? target.serviceId : target.instanceId;

/**
 * Why the current account cannot take the item, as the API would answer (403), without asking it: a
 * role without the cart, or a team's two-factor policy (docs/decisions/current-account-in-the-browser.md).
 */
function refusal(): string | null {
  if (may('cart:use')) return null;
  return currentAccount()?.refused ? teamErrors.twoFactorRequired : teamErrors.forbidden;
}

/**
 * Signed out, the choice waits in this tab while the visitor signs up (offered first) or signs in,
 * and goes in the cart after (docs/decisions/add-to-cart-signed-out.md).
 */
function keepForAfterSignIn(targets: AddTarget[], billingPeriod: BillingPeriod) {
  savePendingCart({ targets, billingPeriod });
  window.location.assign('/signup');
}

/** Adds a plan, service, VPS size or GPU. Resolves true when the item is in the cart. */
export async function addToCart(target: AddTarget, billingPeriod: BillingPeriod): Promise<boolean> {
  if (!initSession()) {
    keepForAfterSignIn([target], billingPeriod);
    return false;
  }
  const isPlan = 'planId' in target;
  const refused = refusal();
  if (refused) {
    toast(isPlan ? cartMessages.addPlanFailed(refused) : cartMessages.addServiceFailed(refused), 'error');
    return false;
  }
  try {
    const result = await answer(api.POST('/api/cart/add', { ...signedIn, body: { ...target, billingPeriod } }));
    if (result.ok) {
      $cartCount.set(result.data.itemCount);
      toast(isPlan ? cartMessages.planAdded : cartMessages.serviceAdded, 'success');
      return true;
    }
    toast(isPlan ? cartMessages.addPlanFailed(result.error) : cartMessages.addServiceFailed(result.error), 'error');
  } catch {
    toast(cartMessages.addException, 'error');
  }
  return false;
}

export type AddOutcome = { added: number; failed: { target: AddTarget; error: string }[] };

/**
 * Adds several items with one billing period, one after another (the calculator's Add to cart, and
 * the pending choice after sign-in); the caller says what happened, in one message rather than a
 * toast per item. Signed out, the items wait for sign-up or sign-in and it resolves null.
 */
export async function addItemsToCart(
  targets: readonly AddTarget[],
  billingPeriod: BillingPeriod,
): Promise<AddOutcome | null> {
  if (!initSession()) {
    keepForAfterSignIn([...targets], billingPeriod);
    return null;
  }
  const refused = refusal();
  if (refused) return { added: 0, failed: targets.map((target) => ({ target, error: refused })) };
  const outcome: AddOutcome = { added: 0, failed: [] };
  for (const [index, target] of targets.entries()) {
    try {
      // A target's own billing period wins: a GPU is billed monthly in an annual estimate too.
      const result = await answer(api.POST('/api/cart/add', { ...signedIn, body: { billingPeriod, ...target } }));
      if (result.ok) {
        outcome.added += 1;
        $cartCount.set(result.data.itemCount);
      } else {
        const error = result.error || 'Unknown error';
        // A 401 signed the browser out: every item left would fail the same way.
        const rest = result.status === 401 ? targets.slice(index) : [target];
        outcome.failed.push(...rest.map((item) => ({ target: item, error })));
        if (result.status === 401) break;
      }
    } catch {
      outcome.failed.push({ target, error: cartMessages.addException });
    }
  }
  return outcome;
}
