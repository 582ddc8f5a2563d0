import type { OrderStatus } from '../../shared/domain/orders';
import { statusLabel } from '../../shared/order-format';

/** An order's status; "Pending payment" until a payment provider is connected (R21). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className="badge badge-warning order-status">{statusLabel(status)}</span>;
}
