/**
 * The cart page (docs/decisions/checkout-creates-orders.md): loading, error, empty and list states,
 * removal, the coupon form, the totals and checkout. State and actions live in `stores/cart.ts`
 * and `stores/checkout.ts`.
 */
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import * as icons from '../../lib/island-icons';
import { loginUrlFor } from '../../lib/login-url';
import type { CartItem } from '../../shared/api/cart';
import { cartMessages, cartReviewMessages, lineProduct } from '../../shared/api/cart-messages';
import { couponMessages } from '../../shared/api/coupons-messages';
import { CATEGORY_LABELS } from '../../shared/domain/catalog';
import { cartPriceLabel, couponValueLabel, formatBandwidth, formatGB } from '../../shared/domain/pricing';
import { $cart, $coupon, applyCoupon, loadCart, removeFromCart, setCouponInput } from '../../stores/cart';
import { $checkout, placeOrder } from '../../stores/checkout';
import { may } from '../../stores/current-account';
import { $session, requireSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { Icon } from '../Icon';
import { useStore } from '../use-store';
import { LineChoices, lineKind, linePriceLabel } from './CartLine';
import { OrderReview } from './OrderReview';

const dash = '—';

function CartRow({ item }: { item: CartItem }) {
  const [busy, setBusy] = useState(false);
  const product = lineProduct(item);
  if (!product) return null;
  const kind = item.category ? CATEGORY_LABELS[item.category] : lineKind(item);
  const spec = (field: 'cpuCores' | 'ram' | 'storage' | 'bandwidth') =>
    field in product ? (product as Record<typeof field, number | null>)[field] : null;
  const ram = spec('ram');
  const storage = spec('storage');
  const bandwidth = spec('bandwidth');
  const remove = async () => {
    setBusy(true);
    if (!(await removeFromCart(item))) setBusy(false);
  };
  return (
    <tr>
      <th scope="row" data-label="Plan">
        <span className="cart-item-name">{product.name}</span>
        <span className="cart-item-kind">
          {kind} · {item.billingPeriod === 'annual' ? 'billed annually' : cartReviewMessages.arrears}
        </span>
        {'specs' in product && <span className="cart-item-kind cart-item-specs">{product.specs.join(' · ')}</span>}
        <LineChoices item={item} />
      </th>
      <td data-label="Price" className="cart-num">
        {linePriceLabel(item) ?? cartPriceLabel(product.monthlyPrice, item.billingPeriod)}
      </td>
      <td data-label="CPU cores" className="cart-num">
        {spec('cpuCores') ?? dash}
      </td>
      <td data-label="RAM" className="cart-num">
        {ram === null ? dash : formatGB(ram)}
      </td>
      <td data-label="Storage" className="cart-num">
        {storage === null ? dash : formatGB(storage)}
      </td>
      <td data-label="Bandwidth" className="cart-num">
        {bandwidth === null ? dash : formatBandwidth(bandwidth)}
      </td>
      <td className="cart-remove">
        <button
          type="button"
          className="btn btn-danger btn-sm cart-remove-btn"
          onClick={() => void remove()}
          disabled={busy}
          title={`Remove ${product.name}`}
        >
          <Icon d={icons.trash} size={16} />
          <span className="cart-remove-label">Remove</span>
          <span className="visually-hidden"> {product.name}</span>
        </button>
      </td>
    </tr>
  );
}

function CouponForm() {
  const coupon = useStore($coupon);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void applyCoupon();
  };
  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <label className="label" htmlFor={inputId}>
        Coupon code
      </label>
      <div className="coupon-row">
        <input
          id={inputId}
          className="input"
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={coupon.input}
          onChange={(event) => setCouponInput(event.target.value)}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? errorId : undefined}
        />
        <button type="submit" className="btn" disabled={coupon.checking}>
          {coupon.checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
      <div aria-live="polite">
        {coupon.error && (
          <p id={errorId} className="field-error">
            {coupon.error}
          </p>
        )}
        {coupon.applied && (
          <p className="coupon-applied">
            <Icon d={icons.check} size={16} />
            {couponMessages.appliedLine(coupon.applied.code, couponValueLabel(coupon.applied))}
          </p>
        )}
      </div>
    </form>
  );
}

function CheckoutButton() {
  const { placing } = useStore($checkout);
  return (
    <button
      type="button"
      className="btn btn-primary btn-block btn-lg cart-order-btn"
      onClick={() => void placeOrder()}
      disabled={placing}
      aria-busy={placing || undefined}
    >
      {placing ? cartReviewMessages.placing : cartReviewMessages.orderButton}
    </button>
  );
}

function Summary() {
  return (
    <aside className="cart-summary card" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      <CouponForm />
      <OrderReview />
      <CheckoutButton />
      <p className="cart-fineprint">
        Prices in USD. Annual items are invoiced when you order; monthly items by the started hour, on the 1st of each
        month for the month before. Custom-priced items are quoted separately.
      </p>
    </aside>
  );
}

/** `note`: what a role that may not use the cart reads instead (docs/decisions/current-account-in-the-browser.md). */
export default function CartView({ note }: { note: Note }) {
  const cart = useStore($cart);
  const session = useStore($session);
  const [guarded, setGuarded] = useState(false);
  const [allowed, setAllowed] = useState(true);

  useEffect(() => {
    if (requireSession('/cart')) {
      setGuarded(true);
      // The API would answer 403: nothing to ask for.
      if (may('cart:use')) void loadCart();
      else setAllowed(false);
    }
  }, []);

  // A 401 signs the browser out (docs/decisions/server-sessions.md): go to the login page that returns here.
  useEffect(() => {
    if (guarded && !session) window.location.replace(loginUrlFor('/cart'));
  }, [guarded, session]);

  if (!allowed) return <AccountNote note={note} />;

  if (cart.status === 'loading') {
    return (
      <div className="cart-loading" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your cart…
        </span>
        <div className="skeleton cart-skeleton-row" />
        <div className="skeleton cart-skeleton-row" />
        <div className="skeleton cart-skeleton-row" />
      </div>
    );
  }

  if (cart.status === 'error') {
    return (
      <div className="banner banner-error" role="alert">
        <Icon d={icons.alert} size={18} />
        <p>{cart.message}</p>
        <button type="button" className="btn btn-sm cart-retry" onClick={() => void loadCart()}>
          Try again
        </button>
      </div>
    );
  }

  if (cart.items.length === 0) {
    return (
      <div className="cart-empty card">
        <span className="cart-empty-icon">
          <Icon d={icons.cart} size={28} />
        </span>
        <p className="cart-empty-title">{cartMessages.emptyCart}</p>
        <p className="muted">Pick a plan or a server and it will wait for you here.</p>
        <a className="btn btn-primary" href="/pricing">
          Browse Plans
        </a>
      </div>
    );
  }

  return (
    <div className="cart-layout">
      <div className="cart-lines">
        <div className="table-wrap cart-table-wrap">
          <table className="table cart-table">
            <caption className="visually-hidden">Items in your cart</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col" className="cart-num">
                  Price
                </th>
                <th scope="col" className="cart-num">
                  CPU cores
                </th>
                <th scope="col" className="cart-num">
                  RAM
                </th>
                <th scope="col" className="cart-num">
                  Storage
                </th>
                <th scope="col" className="cart-num">
                  Bandwidth
                </th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item) => (
                <CartRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </div>
        <a className="cart-continue" href="/pricing">
          <Icon d={icons.arrowLeft} size={16} />
          Continue shopping
        </a>
      </div>
      <Summary />
    </div>
  );
}
