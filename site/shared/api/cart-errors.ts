/** The cart's refusals, re-exported by `cart.ts`: the calculator and the Worker use them. */
import { MAX_GPU_COUNT } from '../domain/account-services';
import { SERVICE_CATEGORIES } from '../domain/catalog';

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
