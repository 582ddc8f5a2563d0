/**
 * The two-factor card of the Security section (R30): off → password → QR code and key → one code →
 * the recovery codes, shown once; on → new recovery codes, or turn off (password and a current code).
 */
import { useEffect, useState } from 'react';
import { initSession } from '../../../stores/session';
import {
  $twoFactor,
  confirmTwoFactor,
  loadTwoFactor,
  newRecoveryCodes,
  startTwoFactor,
  type TwoFactorSetup,
  turnOffTwoFactor,
} from '../../../stores/two-factor';
import { useStore } from '../../use-store';
import { Banner, type BannerState } from '../Banner';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { ConfirmStep, PasswordAndCode, PasswordStep } from './TwoFactorForms';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' }
  | { name: 'regenerate' };

const IDLE: Step = { name: 'idle' };

export default function TwoFactorPanel() {
  const state = useStore($twoFactor);
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

    switch (step.name) {
      case 'password':
        return (
          <>
            <p className="muted">Enter your password to begin.</p>
            <PasswordStep
              send={startTwoFactor}
              onDone={(setup) => go({ name: 'scan', setup })}
              submitText="Continue"
              busyText="Checking..."
              onCancel={cancel}
            />
          </>
        );
      case 'scan':
        return (
          <div className="totp-setup">
            <p>
              Scan the QR code with your authenticator app (1Password, Google Authenticator, Aegis, …), or type the
              setup key into it.
            </p>
            <div className="totp-enrol">
              <QrCode value={step.setup.uri} />
              <div>
                <p className="label">Setup key</p>
                <code className="secret-text" data-testid="totp-secret">
                  {step.setup.secret}
                </code>
                <p className="field-hint">Time-based, 6 digits, every 30 seconds.</p>
              </div>
            </div>
            <p>Then enter the 6‑digit code the app shows, to finish.</p>
            <ConfirmStep
              send={confirmTwoFactor}
              onDone={({ recoveryCodes }) =>
                go(
                  { name: 'codes', codes: recoveryCodes },
                  { kind: 'success', text: 'Two-factor authentication is on.' },
                )
              }
              submitText="Turn on"
              busyText="Verifying..."
              onCancel={cancel}
            />
          </div>
        );
      case 'codes':
        return <RecoveryCodes codes={step.codes} onDone={() => go(IDLE)} />;
      case 'disable':
        return (
          <PasswordAndCode
            label="Turn off two-factor authentication"
            send={turnOffTwoFactor}
            onDone={() => go(IDLE, { kind: 'success', text: 'Two-factor authentication is off.' })}
            submitText="Turn off"
            busyText="Turning off..."
            onCancel={cancel}
          />
        );
      case 'regenerate':
        return (
          <PasswordAndCode
            label="Make new recovery codes"
            send={newRecoveryCodes}
            onDone={({ recoveryCodes }) =>
              go(
                { name: 'codes', codes: recoveryCodes },
                { kind: 'success', text: 'Your old recovery codes no longer work.' },
              )
            }
            submitText="Make new codes"
            busyText="Making codes..."
            onCancel={cancel}
          />
        );
      default:
        break;
    }

    if (!state.enabled) {
      return (
        <>
          <p className="muted">
            Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your
            phone.
          </p>
          <div className="security-actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => go({ name: 'password' })}>
              Turn on
            </button>
          </div>
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
    <div className="card security-card">
      <div className="security-card-head">
        <h3 id="two-factor-heading">Two-factor authentication</h3>
        {state.status === 'ready' && (
          <span className={`badge ${on ? 'badge-success' : 'badge-neutral'}`}>{on ? 'On' : 'Off'}</span>
        )}
      </div>
      <Banner banner={notice} />
      {body()}
    </div>
  );
}
