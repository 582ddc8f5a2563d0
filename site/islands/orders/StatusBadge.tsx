import { statusLabel } from '../../lib/order-format';
import type { OrderStatus } from '../../shared/domain/orders';

const TONE: Record<OrderStatus, string> = {
  pendingPayment: 'warning',
  paid: 'success',
  overdue: 'danger',
  confirmed: 'success',
};

/** An order's status: "Pending payment" until its invoice is paid, "Paid", or "Overdue" past the due date. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge badge-${TONE[status]} order-status`}>{statusLabel(status)}</span>;
}
