/**
 * The pricing page's plan cards with the monthly/annual switch (docs/decisions/annual-price-rounding.md, docs/decisions/hourly-prices.md:
 * the hourly rate beside the monthly price, not shown for annual billing).
 * The cards arrive in the static HTML from the catalog files and are refreshed from
 * `/api/plans` once on mount; failures there only reach the console.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { answer, api } from '../../lib/api';
import * as icons from '../../lib/island-icons';
import { ANNUAL_DISCOUNT_PERCENT } from '../../shared/config';
import { isMostPopular, type Plan } from '../../shared/domain/catalog';
import { hourlyLabel } from '../../shared/domain/hourly';
import {
  annualPrice,
  type BillingPeriod,
  effectiveMonthlyPrice,
  formatPrice,
  priceLabel,
} from '../../shared/domain/pricing';
import { addToCart } from '../../stores/cart-add';
import { Icon } from '../Icon';

type Props = { initialPlans: Plan[] };

function PriceBlock({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const monthly = plan.monthlyPrice;
  if (monthly === null || monthly === 0) {
    return (
      <div className="plan-price">
        <p className="plan-amount">{priceLabel(monthly)}</p>
        <p className="plan-billing">{monthly === null ? 'Tailored to your workload' : 'Free forever'}</p>
      </div>
    );
  }
  const hourly = hourlyLabel(monthly, period);
  return (
    <div className="plan-price">
      <p className="plan-amount">
        {formatPrice(hourly ? monthly : effectiveMonthlyPrice(monthly))}
        <span className="plan-suffix">/mo</span>
      </p>
      {hourly ? (
        <p className="plan-billing">
          <span className="plan-rate">{hourly.rate}</span> {hourly.cap}
        </p>
      ) : (
        <p className="plan-billing">billed {formatPrice(annualPrice(monthly))} yearly</p>
      )}
    </div>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const popular = isMostPopular(plan.name);

  const add = async () => {
    setBusy(true);
    await addToCart({ planId: plan._id }, period);
    setBusy(false);
  };

  return (
    <article
      className={`plan-card${popular ? ' plan-card-popular' : ''}${plan.monthlyPrice === null ? ' plan-card-custom' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="plan-head">
        <h3 id={headingId} className="plan-name">
          {plan.name}
        </h3>
        {popular && <span className="badge plan-popular">Most Popular</span>}
      </div>
      <p className="plan-description">{plan.description}</p>
      <PriceBlock plan={plan} period={period} />
      {plan.monthlyPrice === null ? (
        <a className="btn btn-block" href="/contact">
          Contact Sales
        </a>
      ) : plan.monthlyPrice === 0 ? (
        // Every account has it: nothing to order (docs/decisions/vps-and-gpus-orderable.md).
        <p className="plan-included">Included with every account</p>
      ) : (
        <button
          type="button"
          className={`btn btn-block${popular ? ' btn-primary' : ''}`}
          onClick={() => void add()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Adding…' : 'Add to cart'}
          <span className="visually-hidden"> for {plan.name}</span>
        </button>
      )}
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon d={icons.check} size={16} />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

export default function PricingPlans({ initialPlans }: Props) {
  const [plans, setPlans] = useState(initialPlans);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const name = useId();
  const switchRef = useRef<HTMLFieldSetElement>(null);

  // The switch works before React owns it (the island loads on first use, client:demand): a period
  // chosen by then is still checked in the page, and is taken over before anything re-renders.
  useLayoutEffect(() => {
    const chosen = switchRef.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (chosen === 'annual' || chosen === 'monthly') setPeriod(chosen);
  }, []);

  useEffect(() => {
    answer(api.GET('/api/plans'))
      .then((result) => {
        if (result.ok && Array.isArray(result.data) && result.data.length > 0) setPlans(result.data);
        else if (!result.ok) console.error('Error fetching plans', result.error);
      })
      .catch((error: unknown) => console.error('Error fetching plans', error));
  }, []);

  return (
    <div className="pricing-plans" data-billing={period}>
      <fieldset className="billing-switch" ref={switchRef}>
        <legend className="visually-hidden">Billing period</legend>
        {(['monthly', 'annual'] as const).map((value) => (
          <label key={value} className="billing-option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
            />
            <span>
              {value === 'monthly' ? 'Monthly' : 'Annual'}
              {value === 'annual' && <span className="billing-save">Save {ANNUAL_DISCOUNT_PERCENT}%</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard key={plan._id} plan={plan} period={period} />
        ))}
      </div>
    </div>
  );
}
