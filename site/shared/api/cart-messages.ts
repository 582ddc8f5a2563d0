/**
 * Every text of `/api/cart` and how to read a line: what the pages show and what the API refuses a cart
 * change with, without Valibot (`cart.ts` re-exports it).
 */
import { MAX_GPU_COUNT } from '../domain/account-services';
import { type InstanceType, type Plan, SERVICE_CATEGORIES, type Service } from '../domain/catalog';

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

/** What the API refuses a cart change with. */
export const cartErrors = {
  billingPeriod: 'Billing period must be monthly or annual',
  itemRequired: 'Send a planId, a serviceId or an instanceId',
  oneItem: 'Send only one of planId, serviceId and instanceId',
  category: `Category must be one of ${SERVICE_CATEGORIES.join(', ')}`,
  planNotFound: 'Plan not found',
  serviceNotFound: 'Service not found',
  wrongCategory: 'This service is not in that category',
  customPrice: 'This item has custom pricing. Please contact sales.',
  outOfStock: 'This service is out of stock. Please contact sales.',
  notInCart: 'This item is not in your cart',
  freeIncluded: 'The Free plan is included with every account: there is nothing to order',
  instanceNotFound: 'VPS size or GPU instance not found',
  instanceOutOfStock: 'This instance type is out of stock. Please contact sales.',
  gpuMonthly: 'GPU instances are billed by the hour: choose monthly billing',
  count: `Count must be a whole number from 1 to ${MAX_GPU_COUNT}`,
  countOnlyGpu: 'Only a GPU line takes a count',
  tooMany: `A cart line holds at most ${MAX_GPU_COUNT} GPU instances`,
  region: (regions: readonly string[]) => `Region must be one of: ${regions.join(', ')}`,
  regionText: 'Region must be a data center name',
  lineChange: 'Send a count or a region',
  lineNotFound: 'This line is not in your cart',
} as const;
