/**
 * The cart's totals before the order: what is due now with its tax (annual items), and what is
 * billed monthly in arrears with its hourly rates; never one sum of monthly and yearly prices.
 */
import { cartReviewMessages, lineProduct } from '../../shared/api/cart-messages';
import { REVERSE_CHARGE_NOTE, taxLabel } from '../../shared/domain/invoice-terms';
import { formatMoney } from '../../shared/domain/pricing';
import { $cart, $coupon, cartTotals } from '../../stores/cart';
import { useStore } from '../use-store';
import { meteredRate } from './CartLine';

const dollars = (cents: number) => formatMoney(cents / 100);

export function OrderReview() {
  const cart = useStore($cart);
  const { dueNow, taxKnown, metered } = cartTotals(cart, useStore($coupon));
  const tax = cart.status === 'ready' ? cart.tax : null;
  return (
    <div className="order-review">
      <dl className="cart-totals">
        {/* Nothing annual: the rows would only repeat $0.00; the sentence below says why. */}
        {dueNow.subtotalCents > 0 && (
          <>
            <div>
              <dt>Annual items</dt>
              <dd data-testid="cart-subtotal">{dollars(dueNow.subtotalCents)}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd data-testid="cart-discount">
                {dueNow.discountCents > 0 ? `−${dollars(dueNow.discountCents)}` : dollars(0)}
              </dd>
            </div>
            {tax && (
              <div>
                <dt>{taxLabel(tax)}</dt>
                <dd data-testid="cart-tax">{dollars(dueNow.taxCents)}</dd>
              </div>
            )}
          </>
        )}
        <div className="cart-total">
          <dt>{cartReviewMessages.dueNow}</dt>
          <dd data-testid="cart-total">{dollars(dueNow.totalCents)}</dd>
        </div>
      </dl>
      <p className="cart-fineprint" data-testid="cart-tax-note">
        {!taxKnown || !tax
          ? cartReviewMessages.noTaxYet
          : tax.kind === 'reverseCharge'
            ? REVERSE_CHARGE_NOTE
            : tax.kind === 'vat'
              ? `${taxLabel(tax)} applies: your billing country is ${tax.country}.`
              : `No tax applies: your billing country is ${tax.country}.`}
      </p>
      {dueNow.subtotalCents === 0 && <p className="cart-fineprint">{cartReviewMessages.nothingDueNow}</p>}
      {metered.length > 0 && (
        <section aria-labelledby="billed-monthly-heading">
          <h3 id="billed-monthly-heading" className="order-review-heading">
            {cartReviewMessages.billedMonthly}
          </h3>
          <p className="cart-fineprint">Metered by the started hour and {cartReviewMessages.arrears}, plus tax:</p>
          <ul className="order-review-metered" data-testid="cart-metered">
            {metered.map((item) => (
              <li key={item.id}>
                <span>
                  {lineProduct(item)?.name}
                  {item.count > 1 ? ` × ${item.count}` : ''}
                </span>
                <span className="cart-num">{meteredRate(item)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
