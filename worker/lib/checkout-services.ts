/**
 * The order lines and services a checkout makes (docs/decisions/services-metered-by-the-hour.md,
 * vps-and-gpus-orderable.md): one line and one service per cart line, the service active from the
 * order's time with its prices, count and region frozen; checkout appends their inserts to its batch.
 */
import { toCents } from '../../site/shared/domain/billing';
import { gpuRateMills, hourlyRateMills } from '../../site/shared/domain/hourly';
import { linePrice } from '../../site/shared/domain/pricing';
import { regionOf } from '../../site/shared/domain/regions';
import type { NewService } from '../db/account-services';
import type { CheckoutLine } from '../db/orders';

/** The price a cart line is ordered at, or null for custom pricing: hourly for a GPU, else monthly. */
export function orderPrice(item: CheckoutLine['item']): number | null {
  return item.type === 'instance' && item.kind === 'gpu' ? item.hourlyPrice : item.monthlyPrice;
}

/** A cart line as its order line: prices in cents (a GPU's hourly price in mills), count and region. */
export function orderLineOf({ billingPeriod, item, count, region }: CheckoutLine) {
  const gpu = item.type === 'instance' && item.kind === 'gpu';
  // A GPU has no monthly price: it is billed by the started hour × count, monthly in arrears.
  const monthlyPrice = gpu ? 0 : (item.monthlyPrice ?? 0);
  return {
    id: crypto.randomUUID(),
    // order_lines.item_type predates VPS sizes and GPUs: they are 'service' with their kind beside it.
    itemType: item.type === 'instance' ? ('service' as const) : item.type,
    itemKind: item.type === 'instance' ? item.kind : null,
    itemId: item.id,
    category: item.type === 'service' ? item.category : null,
    name: item.name,
    billingPeriod,
    monthlyPriceCents: toCents(monthlyPrice),
    unitPriceCents: toCents(linePrice(monthlyPrice, billingPeriod)),
    count,
    region: regionOf(item.type === 'plan' ? null : item.locations, region),
    hourlyRateMills: gpu ? gpuRateMills(item.hourlyPrice ?? 0) : null,
  };
}

type PricedLine = ReturnType<typeof orderLineOf>;

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
    itemKind: line.itemKind ?? line.itemType,
    itemId: line.itemId,
    name: line.name,
    count: line.count,
    billingPeriod: line.billingPeriod,
    region: line.region,
    monthlyPriceCents: line.monthlyPriceCents,
    hourlyRateMills: line.hourlyRateMills ?? hourlyRateMills(line.monthlyPriceCents),
    startedAt: order.createdAt,
    meteredFrom: order.createdAt,
  }));
}
