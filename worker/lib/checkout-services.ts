/**
 * The services an order starts (docs/decisions/services-metered-by-the-hour.md): one per order line,
 * active from the order's time, its prices frozen; checkout appends their inserts to its batch.
 */
import { site } from '../../site/shared/config';
import { hourlyRateMills } from '../../site/shared/domain/hourly';
import type { NewService } from '../db/account-services';
import type { CheckoutLine } from '../db/orders';

/** Where an item runs until the customer picks: the first of its locations, or of the site's data centers for "All". */
export function defaultRegion(item: CheckoutLine['item']): string {
  const locations = item.type === 'service' && item.locations !== 'All' ? item.locations : site.dataCenters;
  return locations[0] ?? site.dataCenters[0];
}

type PricedLine = {
  id: string;
  itemType: 'plan' | 'service';
  itemId: string;
  name: string;
  billingPeriod: 'monthly' | 'annual';
  monthlyPriceCents: number;
  region: string;
};

/** The services of an order's lines, started at `now`. */
export function servicesOfOrder(
  order: { id: string; accountId: string; createdAt: number },
  lines: readonly PricedLine[],
): NewService[] {
  return lines.map((line) => ({
    id: crypto.randomUUID(),
    accountId: order.accountId,
    orderId: order.id,
    orderLineId: line.id,
    itemKind: line.itemType,
    itemId: line.itemId,
    name: line.name,
    count: 1,
    billingPeriod: line.billingPeriod,
    region: line.region,
    monthlyPriceCents: line.monthlyPriceCents,
    hourlyRateMills: hourlyRateMills(line.monthlyPriceCents),
    startedAt: order.createdAt,
    meteredFrom: order.createdAt,
  }));
}
