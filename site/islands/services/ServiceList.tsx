/**
 * The Services page (docs/decisions/services-page-and-cancel.md): each service of the account with
 * this month's usage so far; roles that may cancel see Cancel, the others read.
 */
import { useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import * as icons from '../../lib/island-icons';
import { serviceMessages } from '../../shared/api/services-messages';
import { may } from '../../stores/current-account';
import { $services, loadServices } from '../../stores/services';
import { initSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { Icon } from '../Icon';
import { useStore } from '../use-store';
import { ServiceCard } from './ServiceCard';

function Body() {
  const state = useStore($services);
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {serviceMessages.loading}
        </p>
        <div className="skeleton" style={{ height: '7rem' }} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="banner banner-error" role="alert">
        <Icon d={icons.alert} size={18} />
        <p>{state.message}</p>
        <button type="button" className="btn btn-sm" onClick={() => void loadServices()}>
          Try again
        </button>
      </div>
    );
  }
  if (state.services.length === 0) {
    return (
      <p className="muted services-empty">
        {serviceMessages.none} <a href="/pricing">Browse plans</a>
      </p>
    );
  }
  const canCancel = may('services:cancel');
  return (
    <>
      {state.suspendedFor && (
        <div className="banner banner-error" role="alert">
          <Icon d={icons.alert} size={18} />
          <p>
            {serviceMessages.suspended(state.suspendedFor)} <a href="/profile/billing">Billing</a>
          </p>
        </div>
      )}
      <ul className="service-list">
        {state.services.map((service) => (
          <ServiceCard key={service.id} service={service} canCancel={canCancel} />
        ))}
      </ul>
    </>
  );
}

/** `note`: what a member refused by the team's two-factor policy reads instead (the API would answer 403). */
export default function ServiceList({ note }: { note: Note }) {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    // The profile island sends a visitor without a session to the login page.
    if (!initSession()) return;
    if (may('services:read')) void loadServices();
    else setAllowed(false);
  }, []);
  return (
    <section className="card services" aria-labelledby="services-heading">
      <h2 id="services-heading">Services</h2>
      {allowed ? <Body /> : <AccountNote note={note} />}
    </section>
  );
}
