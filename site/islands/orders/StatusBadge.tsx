import { statusLabel } from '../../lib/order-format';
import type { OrderStatus } from '../../shared/domain/orders';
import { STATE_TONES } from '../../shared/domain/state-names';

/** An order's status: "Pending payment" until its invoice is paid, "Paid", or "Overdue" past the due date. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge badge-${STATE_TONES[status]} order-status`}>{statusLabel(status)}</span>;
}
