/**
 * The cart and coupon API contract, written once for the islands and the worker: response
 * types (inferred from `responses.ts`) and the exact texts of spec §8. The request
 * schemas are in `storefront-schemas.ts`, so the islands (and the navigation bar) do not ship them.
 */
import type * as v from 'valibot';
import type { Coupon, Plan, Service } from './domain/catalog';
import { SERVICE_CATEGORIES } from './domain/catalog';
import type { cartChangeData, cartData, cartItemData } from './responses';

export const storeMessages = {
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
  couponRequired: 'Please enter a coupon code',
  couponInvalid: 'Invalid coupon',
  couponException: 'An error occurred while validating the coupon',
  couponApplied: 'Coupon applied successfully!',
  couponAppliedLine: (code: string, value: string) => `Coupon applied: ${code} (${value} off)`,
  emptyCart: 'Your cart is empty.',
  servicesLoadFailed: 'Failed to load services. Please try again later.',
} as const;

/** Server-side errors of the cart and coupon endpoints. */
export const apiErrors = {
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
  couponUnknown: 'Invalid coupon code',
  couponInactive: 'This coupon is no longer active',
  couponExpired: 'This coupon has expired',
  couponTooLong: 'Coupon code must be at most 40 characters',
} as const;

/** One cart line of `GET /api/cart`: the populated plan or service (the other is null). */
export type CartItem = v.InferOutput<typeof cartItemData>;

export type CartResponse = v.InferOutput<typeof cartData>;
export type CartChange = v.InferOutput<typeof cartChangeData>;
export type { Coupon };

/** The catalog entry behind a line, whichever kind it is. */
export function lineProduct(item: CartItem): Plan | Service | null {
  return item.planId ?? item.serviceId;
}
