/** The Billing page's billing details: who invoices are made out to, and the form that changes it. */
import { useEffect } from 'react';
import { $billingDetails, loadBillingDetails } from '../../stores/billing';
import { initSession } from '../../stores/session';
import { useStore } from '../use-store';
import BillingDetailsForm from './BillingDetailsForm';
import { Failed } from './Failed';

function Details() {
  const state = useStore($billingDetails);
  if (state.status === 'loading') return <div className="skeleton skeleton-billing-form" aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadBillingDetails()} />;
  return <BillingDetailsForm details={state.details} action="Save billing details" />;
}

export default function BillingDetailsCard() {
  useEffect(() => {
    // The invoices island sends a visitor without a session to the login page.
    if (initSession()) void loadBillingDetails();
  }, []);
  return (
    <section className="card billing-card" aria-labelledby="billing-details-heading">
      <h2 id="billing-details-heading">Billing details</h2>
      <p className="muted">
        Who your invoices are made out to. Your country and VAT number decide the tax on new orders; invoices already
        issued keep the details they were issued with.
      </p>
      <Details />
    </section>
  );
}
