/**
 * The cart's texts and how to read a line: the part of the cart contract (`cart.ts`, which
 * re-exports it) that the pages run, without Valibot. The API's refusals are `cart-errors.ts`: the cart
 * page shows them as they come and does not ship them.
 */
import type { InstanceType, Plan, Service } from '../domain/catalog';

export const cartMessages = {
  planAdded: 'Plan added to cart successfully!',
  serviceAdded: 'Service added to cart successfully!',
  addPlanFailed: (error: string) => `Failed to add plan: ${error || 'Unknown error'}`,
  addServiceFailed: (error: string) => `Failed to add service: ${error || 'Unknown error'}`,
  addException: 'An error occurred while adding to cart. Please try again.',
  cartLoadFailed: 'Failed to fetch cart',
  cartLoadException: 'An error occurred while fetching your cart.',
  removed: 'Item removed from cart successfully!',
  removeFailed: (error: string) => `Failed to remove item: ${error || 'Unknown error'}`,
  removeException: 'An error occurred while removing the item.',
  emptyCart: 'Your cart is empty.',
  servicesLoadFailed: 'Failed to load services. Please try again later.',
} as const;

/** The catalog entry behind a cart line (`CartItem`), whichever kind it is. */
export function lineProduct(line: {
  planId: Plan | null;
  serviceId: Service | null;
  instanceId?: InstanceType | null;
}): Plan | Service | InstanceType | null {
  return line.planId ?? line.serviceId ?? line.instanceId ?? null;
}

/** The cart's words before the order (docs/decisions/vps-and-gpus-orderable.md). */
export const cartReviewMessages = {
  orderButton: 'Order with obligation to pay',
  placing: 'Placing your order…',
  dueNow: 'Due now',
  billedMonthly: 'Billed monthly',
  arrears: 'billed monthly in arrears',
  nothingDueNow: 'Nothing is due now: monthly items are metered by the hour and invoiced on the 1st of each month.',
  noTaxYet: 'Tax: worked out from your billing details, which checkout asks for.',
  changeFailed: (error: string) => `Could not change the line: ${error || 'Unknown error'}`,
  count: 'Instances',
  region: 'Region',
} as const;
