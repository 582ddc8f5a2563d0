/**
 * Billing's "This month so far": the metered usage of this calendar month (UTC) before tax, and what
 * the month comes to if nothing changes (docs/decisions/services-metered-by-the-hour.md). Roles without
 * invoices see nothing here: the invoices card already says why.
 */
import { useEffect, useState } from 'react';
import { serviceMessages } from '../../shared/api/services-messages';
import { toDollars } from '../../shared/domain/billing';
import { formatMoney } from '../../shared/domain/money';
import { may } from '../../stores/current-account';
import { $services, loadServices } from '../../stores/services';
import { initSession } from '../../stores/session';
import { useStore } from '../use-store';
import { Failed } from './Failed';
import '../../styles/month-so-far.css';

const money = (cents: number) => formatMoney(toDollars(cents));

function Figures() {
  const state = useStore($services);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '4.5rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadServices()} />;
  return (
    <>
      <dl className="month-so-far-figures">
        <div>
          <dt>Metered so far</dt>
          <dd>{money(state.thisMonthCents)}</dd>
        </div>
        <div>
          <dt>Forecast to the month’s end</dt>
          <dd>{money(state.forecastCents)}</dd>
        </div>
      </dl>
      <p className="muted">
        {serviceMessages.monthSoFarLead} <a href="/profile/services">See services</a>
      </p>
    </>
  );
}

export default function MonthSoFar() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!initSession() || !may('billing:read')) return;
    setShown(true);
    void loadServices();
  }, []);
  if (!shown) return null;
  return (
    <section className="card billing-card" aria-labelledby="month-so-far-heading">
      <h2 id="month-so-far-heading">This month so far</h2>
      <Figures />
    </section>
  );
}
