/**
 * The cart's billing step: checkout needs billing details, so the cart asks for them in place;
 * saving them places the order at once (one journey, the cart and its coupon kept). The island loads
 * when checkout first asks (client:demand="billing") and shows its hidden frame in cart.astro.
 */
import { useEffect, useRef } from 'react';
import { billingMessages } from '../../shared/api/billing-messages';
import { $billingDetails, loadBillingDetails } from '../../stores/billing';
import { BILLING_STEP_EVENT, placeOrder } from '../../stores/checkout';
import BillingDetailsForm from '../billing/BillingDetailsForm';
import { useStore } from '../use-store';

/** The frame around the island (cart.astro), hidden until checkout asks for billing details. */
const frameOf = (section: HTMLElement | null) => section?.closest<HTMLElement>('[hidden], .cart-billing-step') ?? null;

export default function BillingStep() {
  const state = useStore($billingDetails);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const show = () => {
      const frame = frameOf(ref.current);
      if (frame) frame.hidden = false;
      ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    };
    // Loaded by the first request for it: show now, and again whenever checkout asks.
    show();
    void loadBillingDetails();
    window.addEventListener(BILLING_STEP_EVENT, show);
    return () => window.removeEventListener(BILLING_STEP_EVENT, show);
  }, []);
  return (
    <section ref={ref} className="card billing-step" aria-labelledby="billing-step-heading">
      <h2 id="billing-step-heading">Billing details</h2>
      <p className="muted">{billingMessages.needed}</p>
      {state.status === 'ready' || state.status === 'error' ? (
        <BillingDetailsForm
          idPrefix="cart-billing"
          details={state.status === 'ready' ? state.details : null}
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
