import { statusLabel } from '../../lib/order-format';
import type { OrderStatus } from '../../shared/domain/orders';

/** An order's status; "Pending payment" until a payment provider is connected (R21). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className="badge badge-warning order-status">{statusLabel(status)}</span>;
}
