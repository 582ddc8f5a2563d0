import { statusLabel } from '../../lib/order-format';
import type { OrderStatus } from '../../shared/domain/orders';

/** An order's status; "Pending payment" until a payment provider is connected (docs/decisions/checkout-creates-orders.md). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className="badge badge-warning order-status">{statusLabel(status)}</span>;
}
