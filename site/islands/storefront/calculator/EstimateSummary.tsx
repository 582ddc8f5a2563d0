/** The estimate's lines, its totals (announced politely as they change) and its actions (docs/decisions/calculator-state-in-the-url.md). */
import { useState } from 'react';
import {
  cartTargets,
  type EstimateCatalog,
  type EstimateLine,
  type EstimateTotals,
  estimateMessages,
} from '../../../lib/estimate';
import { ANNUAL_DISCOUNT_PERCENT } from '../../../shared/config';
import { formatHourlyRate } from '../../../shared/domain/hourly';
import { type BillingPeriod, formatMoney } from '../../../shared/domain/pricing';
import { addEstimateToCart, type EstimateCartState, estimateUrl, resetEstimate } from '../../../stores/estimate';

type Props = {
  lines: EstimateLine[];
  totals: EstimateTotals;
  period: BillingPeriod;
  catalog: EstimateCatalog;
  cart: EstimateCartState;
};

function lineDetail(line: EstimateLine): string | null {
  if (line.kind === 'gpu') return `${line.count} × ${line.hours} h a month`;
  if (line.count > 1) return `× ${line.count}`;
  return null;
}

function CartResult({ cart }: { cart: EstimateCartState }) {
  if (cart.status !== 'done') return null;
  return (
    <div className="calc-result">
      {cart.added.length > 0 && <p>Added to your cart: {cart.added.join(', ')}.</p>}
      {cart.added.length === 0 && <p>{estimateMessages.nothingToAdd}</p>}
      {cart.notAdded.length > 0 && (
        <>
          <p>Not added:</p>
          <ul>
            {cart.notAdded.map((item) => (
              <li key={item.name}>
                <strong>{item.name}</strong>: {item.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function EstimateSummary({ lines, totals, period, catalog, cart }: Props) {
  // What "Copy link" said, for the estimate it copied: a later change makes it stale, so it goes.
  const [copy, setCopy] = useState<{ url: string; message: string } | null>(null);
  const url = estimateUrl();
  const copied = copy?.url === url ? copy.message : null;
  const annual = period === 'annual';
  // Chosen items the cart cannot hold (custom-priced, out of stock) leave the button off, with the reason.
  const nothingForCart = lines.length > 0 && cartTargets(lines).length === 0;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopy({ url, message: estimateMessages.linkCopied });
    } catch {
      setCopy({ url, message: 'Copy the address from your browser’s address bar: it holds this estimate.' });
    }
  };

  return (
    <section className="calc-summary" aria-labelledby="calc-summary-heading">
      <h2 id="calc-summary-heading">Your estimate</h2>
      {lines.length === 0 ? (
        <p className="calc-empty">
          Nothing chosen yet. Pick plans, servers, GPUs or services; the totals follow as you go.
        </p>
      ) : (
        <ul className="calc-lines">
          {lines.map((line) => (
            <li key={`${line.kind}-${line.id}`} className="calc-line">
              <span className="calc-line-name">
                {line.name}
                {lineDetail(line) && <span className="calc-line-detail"> {lineDetail(line)}</span>}
              </span>
              <span className="calc-line-price">
                {line.monthlyPrice === null && line.kind !== 'gpu'
                  ? 'Custom'
                  : annual
                    ? `${formatMoney(line.yearly)}/yr`
                    : `${formatMoney(line.monthly)}/mo`}
              </span>
              {line.notCartable && <span className="calc-line-note">Not for the cart: {line.notCartable}</span>}
            </li>
          ))}
        </ul>
      )}

      <dl className="calc-totals" aria-live="polite" aria-atomic="true">
        {totals.hourly !== null && (
          <div>
            <dt>Hourly</dt>
            <dd data-testid="calc-hourly">{formatHourlyRate(totals.hourly)}</dd>
          </div>
        )}
        <div className={annual ? undefined : 'calc-total-main'}>
          <dt>{annual ? 'Monthly (a year ÷ 12)' : 'Monthly'}</dt>
          <dd data-testid="calc-monthly">{formatMoney(totals.monthly)}</dd>
        </div>
        <div className={annual ? 'calc-total-main' : undefined}>
          <dt>{annual ? 'Annual, billed yearly' : 'Annual (12 months)'}</dt>
          <dd data-testid="calc-annual">{formatMoney(totals.annual)}</dd>
        </div>
      </dl>
      <p className="calc-fineprint">
        {annual
          ? `Annual billing takes ${ANNUAL_DISCOUNT_PERCENT}% off plans, servers and services; GPU hours are never discounted.`
          : 'The hourly figure adds up the items billed by the hour (plans, VPS and GPU instances).'}
        {totals.customCount > 0 && ' Custom-priced items count as $0 here: contact sales for a quote.'} Prices in USD,
        taxes excluded.
      </p>

      <div className="calc-actions">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={lines.length === 0 || nothingForCart || cart.status === 'adding'}
          aria-busy={cart.status === 'adding'}
          aria-describedby={nothingForCart ? 'calc-cart-reason' : undefined}
          onClick={() => void addEstimateToCart(catalog)}
        >
          {cart.status === 'adding' ? 'Adding…' : 'Add to cart'}
        </button>
        {nothingForCart && (
          <p id="calc-cart-reason" className="calc-cart-reason">
            {estimateMessages.nothingToAdd}
          </p>
        )}
        <div className="calc-secondary">
          <button type="button" className="btn btn-sm" onClick={() => void copyLink()}>
            Copy link
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => resetEstimate()}
            disabled={lines.length === 0}
          >
            Start over
          </button>
        </div>
      </div>
      <div role="status" className="calc-status">
        {copied && <p>{copied}</p>}
        <CartResult cart={cart} />
      </div>
    </section>
  );
}
