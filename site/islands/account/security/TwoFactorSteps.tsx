/**
 * The steps of the two-factor card (docs/decisions/two-factor-and-passkeys.md) after its first button: password, QR code and key, one code,
 * the recovery codes, turning off, new codes. TwoFactorPanel loads this on the first click, so the
 * Security section's first download is the card alone.
 */
import {
  confirmTwoFactor,
  newRecoveryCodes,
  startTwoFactor,
  type TwoFactorSetup,
  turnOffTwoFactor,
} from '../../../stores/two-factor';
import type { BannerState } from '../../forms/Banner';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { ConfirmStep, PasswordAndCode, PasswordStep } from './TwoFactorForms';

export type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' }
  | { name: 'regenerate' };

const IDLE: Step = { name: 'idle' };

type Props = { step: Step; go: (next: Step, banner?: BannerState) => void; cancel: () => void };

export default function TwoFactorSteps({ step, go, cancel }: Props) {
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
            Scan the QR code with your authenticator app (1Password, Google Authenticator, Aegis, …), or type the setup
            key into it.
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
              go({ name: 'codes', codes: recoveryCodes }, { kind: 'success', text: 'Two-factor authentication is on.' })
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
      return null;
  }
}
