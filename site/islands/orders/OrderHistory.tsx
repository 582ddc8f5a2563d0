/** The profile's Orders section (docs/decisions/checkout-creates-orders.md): the customer's orders, newest first, each linking to its page. */
import type { AccountNote as Note } from '../../lib/account-notes';
import { formatOrderDay } from '../../lib/order-format';
import { orderMessages, orderPath } from '../../shared/api/orders-messages';
import { formatMoney } from '../../shared/domain/money';
import { $orders, loadOrders } from '../../stores/orders';
import { LoadedList } from '../LoadedList';
import { StatusBadge } from './StatusBadge';

export default function OrderHistory({ note }: { note: Note }) {
  return (
    <LoadedList
      heading="Orders"
      headingId="orders-heading"
      className="order-history"
      id="orders"
      note={note}
      action="orders:read"
      store={$orders}
      load={loadOrders}
      loading="Loading your orders…"
      skeletonHeight="4.5rem"
      isEmpty={(list) => list.orders.length === 0}
      empty={orderMessages.noOrders}
      emptyClass="order-history-empty"
    >
      {(list) => (
        <ul className="order-history-list">
          {list.orders.map((order) => (
            <li key={order.id} className="order-history-item">
              <a className="order-history-number" href={orderPath(order.id)}>
                Order <span className="order-number-value">{order.number}</span>
              </a>
              <span className="muted order-history-meta">
                <time dateTime={order.createdAt}>{formatOrderDay(order.createdAt)}</time> · {order.itemCount}{' '}
                {order.itemCount === 1 ? 'item' : 'items'}
              </span>
              <span className="order-history-total">{formatMoney(order.total)}</span>
              <StatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      )}
    </LoadedList>
  );
}
