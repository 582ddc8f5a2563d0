/** The cart's refusals, re-exported by `cart.ts`: the calculator and the Worker use them. */
import { SERVICE_CATEGORIES } from '../domain/catalog';

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
