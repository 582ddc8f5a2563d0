/**
 * The cart's texts (spec §8), the API's refusals of a cart change and how to read a line: the part of
 * the cart contract (`cart.ts`, which re-exports it) that the pages run, without Valibot.
 */
import { type Plan, SERVICE_CATEGORIES, type Service } from '../domain/catalog';

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

/** What the API refuses a cart change with. */
export const cartErrors = {
  billingPeriod: 'Billing period must be monthly or annual',
  itemRequired: 'Send a planId or a serviceId',
  oneItem: 'Send either a planId or a serviceId, not both',
  category: `Category must be one of ${SERVICE_CATEGORIES.join(', ')}`,
  planNotFound: 'Plan not found',
  serviceNotFound: 'Service not found',
  wrongCategory: 'This service is not in that category',
  customPrice: 'This item has custom pricing. Please contact sales.',
  outOfStock: 'This service is out of stock. Please contact sales.',
  notInCart: 'This item is not in your cart',
} as const;

/** The catalog entry behind a cart line (`CartItem`), whichever kind it is. */
export function lineProduct(line: { planId: Plan | null; serviceId: Service | null }): Plan | Service | null {
  return line.planId ?? line.serviceId;
}
