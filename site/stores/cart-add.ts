/**
 * Adding to the cart from the pricing and services pages and the calculator (§8;
 * docs/decisions/one-cart-line-per-item.md). Apart from the cart page's store (`cart.ts`), so the cart
 * page does not ship it.
 */
import { loginUrlFor } from '../lib/login-url';
import { cartMessages } from '../shared/api/cart-messages';
import { teamErrors } from '../shared/api/teams-messages';
import type { ServiceCategory } from '../shared/domain/catalog';
import type { BillingPeriod } from '../shared/domain/pricing';
import { $cartCount } from './cart-count';
import { currentAccount, may } from './current-account';
import { authRequest, initSession } from './session';
import { toast } from './toast';

/** One item as `POST /api/cart/add` takes it; a GPU may carry its count and its own (monthly) billing period. */
export type AddTarget =
  | { planId: string }
  | { serviceId: string; category: ServiceCategory }
  | { instanceId: string; count?: number; billingPeriod?: BillingPeriod };

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
 * Adds a plan or service. Signed out, it goes to the login page that returns to `returnPath`
 * (docs/decisions/return-after-sign-in.md). Resolves true when the item is in the cart.
 */
export async function addToCart(target: AddTarget, billingPeriod: BillingPeriod, returnPath: string): Promise<boolean> {
  if (!initSession()) {
    window.location.assign(loginUrlFor(returnPath));
    return false;
  }
  const isPlan = 'planId' in target;
  const refused = refusal();
  if (refused) {
    toast(isPlan ? cartMessages.addPlanFailed(refused) : cartMessages.addServiceFailed(refused), 'error');
    return false;
  }
  try {
    const result = await authRequest('POST', '/api/cart/add', { ...target, billingPeriod });
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
 * Adds several items with one billing period, one after another (the calculator's Add to cart,
 * the calculator); the caller says what happened, in one message rather than a toast per item. Signed out,
 * it goes to the login page that returns to `returnPath` and resolves null.
 */
export async function addItemsToCart(
  targets: readonly AddTarget[],
  billingPeriod: BillingPeriod,
  returnPath: string,
): Promise<AddOutcome | null> {
  if (!initSession()) {
    window.location.assign(loginUrlFor(returnPath));
    return null;
  }
  const refused = refusal();
  if (refused) return { added: 0, failed: targets.map((target) => ({ target, error: refused })) };
  const outcome: AddOutcome = { added: 0, failed: [] };
  for (const [index, target] of targets.entries()) {
    try {
      // A target's own billing period wins: a GPU is billed monthly in an annual estimate too.
      const result = await authRequest('POST', '/api/cart/add', { billingPeriod, ...target });
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
