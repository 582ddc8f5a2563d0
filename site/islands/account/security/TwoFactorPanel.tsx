/**
 * The two-factor card of the Security section: off → password → QR code and key → one code → the
 * recovery codes, shown once; on → new recovery codes, or turn off (password and a current code).
 * Turning it on needs a verified address; until then the card says so beside the resend button.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { initSession } from '../../../stores/session';
import { $twoFactor, loadTwoFactor } from '../../../stores/two-factor';
import { Banner, type BannerState } from '../../forms/Banner';
import { useStore } from '../../use-store';
import type { Step } from './TwoFactorSteps';
import { useVerification, VerifyFirst } from './VerifyFirst';

// The forms, the QR code and the recovery codes load with the card's first button.
const TwoFactorSteps = lazy(() => import('./TwoFactorSteps'));
const IDLE: Step = { name: 'idle' };

export default function TwoFactorPanel() {
  const state = useStore($twoFactor);
  const verification = useVerification();
  const [step, setStep] = useState<Step>(IDLE);
  const [notice, setNotice] = useState<BannerState>(null);

  useEffect(() => {
    if (initSession()) void loadTwoFactor();
  }, []);

  const go = (next: Step, banner: BannerState = null) => {
    setNotice(banner);
    setStep(next);
  };
  const cancel = () => go(IDLE);

  function body() {
    if (state.status === 'loading') {
      return (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading your two-factor settings…
          </p>
          <div className="skeleton" style={{ height: '3rem' }} />
        </div>
      );
    }
    if (state.status === 'error') return <Banner banner={{ kind: 'error', text: state.message }} />;

    if (step.name !== 'idle') {
      return (
        <Suspense fallback={<div className="skeleton" style={{ height: '3rem' }} />}>
          <TwoFactorSteps step={step} go={go} cancel={cancel} />
        </Suspense>
      );
    }

    if (!state.enabled) {
      return (
        <>
          <p className="muted">
            Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your
            phone.
          </p>
          {verification.status === 'unverified' ? (
            <VerifyFirst state={verification} place="two-factor" />
          ) : (
            <div className="security-actions">
              <button type="button" className="btn btn-primary btn-sm" onClick={() => go({ name: 'password' })}>
                Turn on
              </button>
            </div>
          )}
        </>
      );
    }
    return (
      <>
        <p className="muted">
          Signing in asks for a code from your authenticator app after your password.{' '}
          {state.recoveryCodesLeft === 1 ? '1 recovery code' : `${state.recoveryCodesLeft} recovery codes`} left.
        </p>
        <div className="security-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => go({ name: 'regenerate' })}>
            New recovery codes
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={() => go({ name: 'disable' })}>
            Turn off
          </button>
        </div>
      </>
    );
  }

  const on = state.status === 'ready' && state.enabled;
  return (
    <section className="card security-card" aria-labelledby="two-factor-heading">
      <div className="security-card-head">
        <h2 id="two-factor-heading">Two-factor authentication</h2>
        {state.status === 'ready' && (
          <span className={`badge ${on ? 'badge-success' : 'badge-neutral'}`}>{on ? 'On' : 'Off'}</span>
        )}
      </div>
      <Banner banner={notice} />
      {body()}
    </section>
  );
}
