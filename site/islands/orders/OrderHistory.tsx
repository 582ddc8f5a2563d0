/** The profile's Orders section (docs/decisions/checkout-creates-orders.md): the customer's orders, newest first, each linking to its page. */
import { useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import * as icons from '../../lib/island-icons';
import { formatOrderDay } from '../../lib/order-format';
import { orderMessages, orderPath } from '../../shared/api/orders-messages';
import { formatMoney } from '../../shared/domain/money';
import { may } from '../../stores/current-account';
import { $orders, loadOrders } from '../../stores/orders';
import { initSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { Icon } from '../Icon';
import { useStore } from '../use-store';
import { StatusBadge } from './StatusBadge';

function Body() {
  const state = useStore($orders);
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your orders…
        </p>
        <div className="skeleton" style={{ height: '4.5rem' }} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="banner banner-error" role="alert">
        <Icon d={icons.alert} size={18} />
        <p>{state.message}</p>
        <button type="button" className="btn btn-sm" onClick={() => void loadOrders()}>
          Try again
        </button>
      </div>
    );
  }
  if (state.orders.length === 0) {
    return (
      <p className="muted order-history-empty">
        {orderMessages.noOrders} <a href="/pricing">Browse plans</a>
      </p>
    );
  }
  return (
    <ul className="order-history-list">
      {state.orders.map((order) => (
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
  );
}

/** `note`: what a member refused by the team's two-factor policy reads instead (the API would answer 403). */
export default function OrderHistory({ note }: { note: Note }) {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    // The profile island sends a visitor without a session to the login page.
    if (!initSession()) return;
    if (may('orders:read')) void loadOrders();
    else setAllowed(false);
  }, []);
  return (
    <section className="card order-history" id="orders" aria-labelledby="orders-heading">
      <h2 id="orders-heading">Orders</h2>
      {allowed ? <Body /> : <AccountNote note={note} />}
    </section>
  );
}
