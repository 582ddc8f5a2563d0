/**
 * The second step of signing in (docs/decisions/two-factor-and-passkeys.md), after a right password on an account with TOTP on: a code
 * from the authenticator app, or one of the recovery codes. The ticket is the first step's answer.
 */
import { type SubmitEvent, useCallback, useState } from 'react';
import { answer, api } from '../../lib/api';
import { twoFactorMessages } from '../../shared/api/two-factor-messages';
import { Banner, type BannerState } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';
import { finishSignIn } from './finish-sign-in';

const authCheck = contractCheck(() => import('../../shared/api/auth'));

type Props = {
  ticket: string;
  rememberMe: boolean;
  /** Back to the password (the ticket expired or is locked, or the customer asked). */
  onRestart: (banner: BannerState) => void;
};

export function MfaStep({ ticket, rememberMe, onRestart }: Props) {
  const form = useForm<{ code: string }>({ code: '' });
  const [recovery, setRecovery] = useState(false);
  const { values, errors } = form;
  // The code field takes the focus when the step appears and when the kind of code changes (each is its own input).
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => authCheck((contract, validate) => validate(contract.mfaLoginSchema, { ticket, code: values.code })),
      send: (data) => answer(api.POST('/api/auth/login/mfa', { body: data })),
      fallback: 'Failed to verify the code',
      refused: ({ error, fields, status }) => {
        // The ticket is spent, expired or locked: the password has to be given again.
        const over = fields.ticket !== undefined || (status === 429 && error === twoFactorMessages.ticketLocked);
        if (over) onRestart({ kind: 'error', text: error });
        return over;
      },
      done: (data) => ({ banner: finishSignIn(data, rememberMe), busy: true }),
    });
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Two-factor authentication">
      <Banner banner={form.banner} />
      <p className="mfa-intro">
        <strong>Two-factor authentication.</strong>{' '}
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.'
          : 'Open your authenticator app and enter the 6‑digit code it shows for Nimbus Cloud.'}
      </p>
      {recovery ? (
        <Field
          key="recovery"
          ref={focusOnMount}
          id="mfa-code"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          name="code"
          value={values.code}
          error={errors.code}
          onChange={(event) => form.set('code', event.target.value)}
        />
      ) : (
        <Field
          key="totp"
          ref={focusOnMount}
          id="mfa-code"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          name="code"
          value={values.code}
          error={errors.code}
          onChange={(event) => form.set('code', event.target.value)}
        />
      )}
      <div className="form-row">
        <button
          type="button"
          className="form-link link-button"
          aria-pressed={recovery}
          onClick={() => {
            setRecovery((value) => !value);
            form.setValues({ code: '' });
            form.setErrors({});
          }}
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className="form-link link-button" onClick={() => onRestart(null)}>
          Start over
        </button>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={form.submitting}>
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        {form.submitting ? 'Verifying...' : 'Verify'}
      </button>
    </form>
  );
}
