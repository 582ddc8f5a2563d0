/** How pages show an order (docs/decisions/checkout-creates-orders.md): its date, a line's billing, and its status. Pure; for the islands. */

import type { OrderLine } from '../shared/api/orders';
import { CATEGORY_LABELS } from '../shared/domain/catalog';
import { formatMoney } from '../shared/domain/money';
import type { OrderStatus } from '../shared/domain/orders';
import { STATE_LABELS } from '../shared/domain/state-names';

const placedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** "November 23, 2026 at 6:30 PM", in the reader's time zone. */
export const formatPlacedAt = (iso: string) => placedFormat.format(new Date(iso));

/** "Nov 23, 2026". */
export { formatDay as formatOrderDay } from './dates';

export const statusLabel = (status: OrderStatus) => STATE_LABELS[status];

/** "Server plan · billed annually". */
const KIND_LABELS = { plan: 'Server plan', service: 'Service', vps: 'VPS', gpu: 'GPU instance' } as const;

export function lineKind(line: OrderLine): string {
  const kind = line.category ? CATEGORY_LABELS[line.category] : KIND_LABELS[line.itemType];
  const region = line.region === null ? '' : ` · ${line.region}`;
  return `${kind}${region} · ${line.billingPeriod === 'annual' ? 'billed annually' : 'billed monthly'}`;
}

/** "$278.00/year", "$6.50/month", or a GPU's "$1.50/hr × 2": the frozen price per billing period or hour. */
export const linePriceLabel = (line: OrderLine) =>
  line.hourlyPrice !== null
    ? `${formatMoney(line.hourlyPrice)}/hr × ${line.count}`
    : `${formatMoney(line.unitPrice)}/${line.billingPeriod === 'annual' ? 'year' : 'month'}`;
