/**
 * The cart's billing step: checkout needs billing details, so the cart asks for them in place;
 * saving them places the order at once (one journey, the cart and its coupon kept). The island loads
 * when checkout first asks (client:demand="billing") and shows its hidden frame in cart.astro.
 */
import { useEffect, useRef, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import { billingMessages } from '../../shared/api/billing-messages';
import { $billingDetails, loadBillingDetails } from '../../stores/billing';
import { BILLING_STEP_EVENT, placeOrder } from '../../stores/checkout';
import { may } from '../../stores/current-account';
import { AccountNote } from '../AccountNote';
import BillingDetailsForm from '../billing/BillingDetailsForm';
import { useStore } from '../use-store';

/** The frame around the island (cart.astro), hidden until checkout asks for billing details. */
const frameOf = (section: HTMLElement | null) => section?.closest<HTMLElement>('[hidden], .cart-billing-step') ?? null;

/**
 * `note`: what a member reads when their team has no billing details: a form they could not save
 * (the API answers 403) would only be in the way.
 */
export default function BillingStep({ note }: { note: Note }) {
  const state = useStore($billingDetails);
  const ref = useRef<HTMLElement>(null);
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    const show = () => {
      const frame = frameOf(ref.current);
      if (frame) frame.hidden = false;
      ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    };
    // Loaded by the first request for it: show now, and again whenever checkout asks.
    show();
    if (may('billing:write')) void loadBillingDetails();
    else setAllowed(false);
    window.addEventListener(BILLING_STEP_EVENT, show);
    return () => window.removeEventListener(BILLING_STEP_EVENT, show);
  }, []);
  return (
    <section ref={ref} className="card billing-step" aria-labelledby="billing-step-heading">
      <h2 id="billing-step-heading">Billing details</h2>
      <p className="muted">{billingMessages.needed}</p>
      {!allowed ? (
        <AccountNote note={note} />
      ) : state.status === 'ready' || state.status === 'error' ? (
        <BillingDetailsForm
          idPrefix="cart-billing"
          details={state.status === 'ready' ? state.details : null}
          draft={state.status === 'ready' ? state.draft : null}
          action="Save and place order"
          onSaved={() => {
            const frame = frameOf(ref.current);
            if (frame) frame.hidden = true;
            void placeOrder();
          }}
        />
      ) : (
        <div className="skeleton skeleton-billing-step" aria-busy="true" />
      )}
    </section>
  );
}
