/** The Billing page's billing details: who invoices are made out to, and the form that changes it. */
import { useEffect, useState } from 'react';
import { $billingDetails, loadBillingDetails } from '../../stores/billing';
import { may } from '../../stores/current-account';
import { initSession } from '../../stores/session';
import { useStore } from '../use-store';
import BillingDetailsForm from './BillingDetailsForm';
import { Failed } from './Failed';
import { VatNumberNote } from './VatNumberNote';

function Details() {
  const state = useStore($billingDetails);
  if (state.status === 'loading') return <div className="skeleton skeleton-billing-form" aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadBillingDetails()} />;
  return (
    <>
      <VatNumberNote details={state.details} />
      <BillingDetailsForm details={state.details} draft={state.draft} action="Save billing details" />
    </>
  );
}

export default function BillingDetailsCard() {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    // The invoices island sends a visitor without a session to the login page, and tells a role
    // without billing details why (the API would answer 403): this card then stays away.
    if (!initSession()) return;
    if (may('billing:write')) void loadBillingDetails();
    else setAllowed(false);
  }, []);
  if (!allowed) return null;
  return (
    <section className="card billing-card" aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">Billing details</h2>
      <p className="muted">
        Who your invoices are made out to: the one address they use. Your country and VAT number decide the tax on new
        orders; invoices already issued keep the details they were issued with.
      </p>
      <Details />
    </section>
  );
}
