/**
 * The price calculator (docs/decisions/calculator-state-in-the-url.md): choices on the left, the estimate beside them. The static HTML is the
 * empty estimate; the island loads at once when the page's address carries an estimate (and opens
 * it), else on first use, taking over what was chosen or typed by then. Every change writes the
 * estimate back to the address.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { type EstimateCatalog, estimateLines, estimateTotals } from '../../../lib/estimate';
import { ANNUAL_DISCOUNT_PERCENT } from '../../../shared/config';
import { BILLING_PERIODS, formatMoney } from '../../../shared/domain/pricing';
import { $estimate, $estimateCart, $estimateNote, openEstimate, setBillingPeriod } from '../../../stores/estimate';
import { useStore } from '../../use-store';
import { Choices } from './Choices';
import { EstimateSummary } from './EstimateSummary';

type Props = { catalog: EstimateCatalog };

export default function CalculatorView({ catalog }: Props) {
  const estimate = useStore($estimate);
  const note = useStore($estimateNote);
  const cart = useStore($estimateCart);
  const name = useId();

  const billing = useRef<HTMLFieldSetElement>(null);

  // Without an estimate in its address the calculator loads on first use (client:demand): a billing
  // period chosen before then is still checked in the page and is taken over (as every box and field
  // takes over its own, see Check and CountField). With one, it loads at once and opens it.
  useLayoutEffect(() => {
    const chosen = billing.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (chosen === 'annual') setBillingPeriod(chosen);
  }, []);

  useEffect(() => {
    if (window.location.search) openEstimate(window.location.search, catalog);
  }, [catalog]);

  const lines = useMemo(() => estimateLines(estimate, catalog), [estimate, catalog]);
  const totals = estimateTotals(lines, estimate.period);

  return (
    <div className="calc">
      {note && (
        <div className="banner banner-warning calc-note" role="status">
          {/* The info icon drawn here rather than through Icon, whose map of every icon the page would not use. */}
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M12 16v-4M12 8h.01" strokeLinecap="round" />
          </svg>
          <p>{note}</p>
        </div>
      )}
      <form className="calc-form" aria-label="Estimate" onSubmit={(event) => event.preventDefault()}>
        <fieldset ref={billing} className="billing-switch calc-billing">
          <legend className="visually-hidden">Billing period</legend>
          {BILLING_PERIODS.map((value) => (
            <label key={value} className="billing-option">
              <input
                type="radio"
                name={name}
                value={value}
                checked={estimate.period === value}
                onChange={() => setBillingPeriod(value)}
              />
              <span>
                {value === 'monthly' ? 'Monthly' : 'Annual'}
                {value === 'annual' && <span className="billing-save">Save {ANNUAL_DISCOUNT_PERCENT}%</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <Choices estimate={estimate} catalog={catalog} />
        {/* On a phone the estimate is below the long list: its total stays in sight while choosing. */}
        <p className="calc-bar">
          <span>
            {estimate.period === 'annual' ? 'A year' : 'A month'} <strong>{formatMoney(totals.perPeriod)}</strong>
          </span>
          <a href="#calc-summary-heading">Review estimate</a>
        </p>
      </form>
      <EstimateSummary lines={lines} totals={totals} period={estimate.period} catalog={catalog} cart={cart} />
    </div>
  );
}
