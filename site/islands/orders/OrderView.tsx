/**
 * The order confirmation page (docs/decisions/checkout-creates-orders.md): reads the order named by `?id=` from the API, so the page
 * survives a reload and can be bookmarked; another customer's order or a wrong id shows an error.
 */
import { useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import * as icons from '../../lib/island-icons';
import { formatOrderDay, formatPlacedAt, lineKind, linePriceLabel } from '../../lib/order-format';
import { BILLING_PATH } from '../../shared/api/billing-messages';
import type { Order } from '../../shared/api/orders';
import { orderMessages } from '../../shared/api/orders-messages';
import { REVERSE_CHARGE_NOTE, taxLabel } from '../../shared/domain/invoice-terms';
import { couponValueLabel, formatMoney } from '../../shared/domain/money';
import { may } from '../../stores/current-account';
import { $order, loadOrder } from '../../stores/orders';
import { requireSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { InvoiceDownload } from '../billing/InvoiceDownload';
import { Icon } from '../Icon';
import { useStore } from '../use-store';
import { StatusBadge } from './StatusBadge';

function OrderLines({ order }: { order: Order }) {
  return (
    <div className="table-wrap order-lines">
      <table className="table">
        <caption className="visually-hidden">Items in order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="order-num">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.itemType}:${line.itemId}`}>
              <th scope="row">
                <span className="order-item-name">{line.name}</span>
                <span className="order-item-kind">{lineKind(line)}</span>
              </th>
              <td className="order-num">{linePriceLabel(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ order }: { order: Order }) {
  return (
    <dl className="order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="order-subtotal">{formatMoney(order.subtotal)}</dd>
      </div>
      <div>
        <dt>
          Discount
          {order.coupon && (
            <span className="order-coupon">
              {' '}
              ({order.coupon.code}, {couponValueLabel(order.coupon)} off)
            </span>
          )}
        </dt>
        <dd data-testid="order-discount">{order.discount > 0 ? `−${formatMoney(order.discount)}` : formatMoney(0)}</dd>
      </div>
      {order.invoice && order.invoice.tax.kind !== 'none' && (
        <div>
          <dt>{taxLabel(order.invoice.tax)}</dt>
          <dd data-testid="order-tax">{formatMoney(order.tax ?? 0)}</dd>
        </div>
      )}
      <div className="order-total">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatMoney(order.total)}</dd>
      </div>
      {order.invoice?.tax.kind === 'reverseCharge' && <p className="order-reverse-charge">{REVERSE_CHARGE_NOTE}</p>}
    </dl>
  );
}

/** The invoice: its number, how and by when to pay it (or when it was paid), and its PDF. */
function InvoiceNote({ order }: { order: Order }) {
  const { invoice } = order;
  // A role without invoices (member, viewer) reads the order, not its PDF (the API would answer 403).
  const invoices = may('billing:read');
  const metered = order.lines.some((line) => line.billingPeriod === 'monthly');
  if (!invoice) {
    return (
      <div className="banner order-invoice">
        <Icon d={icons.info} size={18} />
        <p>
          {order.billing ? (
            <>
              {metered ? orderMessages.meteredNote : orderMessages.invoiceNote} It goes to{' '}
              <strong>{order.billing.email}</strong>.
            </>
          ) : (
            orderMessages.billingHidden
          )}
        </p>
      </div>
    );
  }
  const kind = invoice.status === 'paid' ? 'banner-success' : invoice.status === 'overdue' ? 'banner-error' : '';
  return (
    <div className={`banner order-invoice ${kind}`}>
      <Icon d={invoice.status === 'paid' ? icons.check : icons.info} size={18} />
      <div className="order-invoice-text">
        <p>
          Invoice <strong data-testid="invoice-number">{invoice.number}</strong>{' '}
          {invoice.paidAt ? (
            <>
              was paid on <time dateTime={invoice.paidAt}>{formatOrderDay(invoice.paidAt)}</time>. Thank you.
            </>
          ) : (
            <>
              {invoice.status === 'overdue' ? 'was due' : 'is due'} on{' '}
              <time dateTime={invoice.dueAt}>{formatOrderDay(invoice.dueAt)}</time>. Pay {formatMoney(order.total)} by
              bank transfer with <strong>{invoice.number}</strong> as the reference
              {invoices ? (
                <>
                  ; the bank details are on the invoice and on your <a href={BILLING_PATH}>Billing</a> page.
                </>
              ) : (
                '.'
              )}
            </>
          )}
        </p>
        {metered && <p>{orderMessages.meteredNote}</p>}
        {invoices && <InvoiceDownload number={invoice.number} />}
      </div>
    </div>
  );
}

function Billing({ billing }: { billing: NonNullable<Order['billing']> }) {
  const { name, companyName, address, email } = billing;
  return (
    <section className="card order-billing" aria-labelledby="billing-heading">
      <h2 id="billing-heading">Billed to</h2>
      <address>
        {name}
        {companyName && (
          <>
            <br />
            {companyName}
          </>
        )}
        {address && (
          <>
            <br />
            {address}
          </>
        )}
        <br />
        {/* A long address may break after its @, not inside a word. */}
        {email.split('@')[0]}
        <wbr />@{email.split('@')[1]}
      </address>
    </section>
  );
}

/** `note`: what a member refused by the team's two-factor policy reads instead (the API would answer 403). */
export default function OrderView({ note }: { note: Note }) {
  const state = useStore($order);
  const [allowed, setAllowed] = useState(true);

  useEffect(() => {
    if (!requireSession(window.location.pathname + window.location.search)) return;
    if (may('orders:read')) void loadOrder(new URLSearchParams(window.location.search).get('id'));
    else setAllowed(false);
  }, []);

  if (!allowed) return <AccountNote note={note} />;

  if (state.status === 'loading') {
    return (
      <div className="order-loading" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your order…
        </p>
        <div className="skeleton" style={{ height: '7rem' }} />
        <div className="skeleton" style={{ height: '14rem' }} />
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className="order-missing">
        <div className="banner banner-error" role="alert">
          <Icon d={icons.alert} size={18} />
          <p>{state.message}</p>
        </div>
        <p>
          <a href="/profile/orders">See your orders</a>
        </p>
      </div>
    );
  }

  const { order } = state;
  return (
    <div className="order">
      <section className="card order-head" aria-labelledby="order-number">
        <span className="order-head-icon">
          <Icon d={icons.check} size={24} />
        </span>
        <div className="order-head-text">
          <p className="order-thanks">Thank you, your order is placed.</p>
          <h2 id="order-number" className="order-number">
            Order <span className="order-number-value">{order.number}</span>
          </h2>
          <p className="muted order-date">
            Placed <time dateTime={order.createdAt}>{formatPlacedAt(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </section>
      <InvoiceNote order={order} />
      <div className="order-body">
        <section className="order-items" aria-labelledby="items-heading">
          <h2 id="items-heading">Items</h2>
          <OrderLines order={order} />
          <Totals order={order} />
        </section>
        {order.billing && <Billing billing={order.billing} />}
      </div>
      <p className="order-links">
        <a className="btn" href="/profile/orders">
          All your orders
        </a>
        <a className="btn btn-ghost" href="/pricing">
          Continue shopping
          <Icon d={icons.arrowRight} size={16} />
        </a>
      </p>
    </div>
  );
}
