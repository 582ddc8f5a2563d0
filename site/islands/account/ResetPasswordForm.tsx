/**
 * The page a password reset mail links to (docs/decisions/password-reset.md): it checks the link first, then takes a
 * new password under the sign-up policy (docs/decisions/password-policy.md); an account with two-factor sign-in on (docs/decisions/two-factor-and-passkeys.md) gives a
 * current code first, in the same form. The token stays in this page: the page is sent
 * with `Referrer-Policy: no-referrer` (scripts/lib/headers.mjs).
 */
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { answer, api } from '../../lib/api';
import { recoveryMessages, TOKEN_PATTERN } from '../../shared/api/auth-messages';
import { signOutLocally } from '../../stores/session';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { PasswordField } from '../forms/PasswordField';
import { NETWORK_ERROR, useForm } from '../forms/useForm';

const authCheck = contractCheck(() => import('../../shared/api/auth'));

type Stage = 'checking' | 'invalid' | 'ready' | 'done';

const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

export default function ResetPasswordForm() {
  const [stage, setStage] = useState<Stage>('checking');
  const token = useRef('');
  const [twoFactor, setTwoFactor] = useState(false);
  const form = useForm<{ code: string; password: string; confirmPassword: string }>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const { values, errors, setBanner } = form;

  useEffect(() => {
    token.current = linkToken();
    if (!TOKEN_PATTERN.test(token.current)) {
      setStage('invalid');
      return;
    }
    answer(
      api.POST('/api/auth/reset-password/check', {
        body: { token: token.current },
      }),
    )
      .then((result) => {
        if (result.ok) {
          setTwoFactor(result.data.twoFactor);
          setStage('ready');
        } else if (result.status === 400) setStage('invalid');
        else {
          setStage('ready');
          setBanner({ kind: 'error', text: result.error || 'Failed to check the link. Please try again.' });
        }
      })
      .catch(() => {
        setStage('ready');
        setBanner({ kind: 'error', text: NETWORK_ERROR });
      });
  }, [setBanner]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () =>
        authCheck((contract) => {
          const input = { token: token.current, password: values.password, code: values.code };
          return contract.checkPasswordReset(input, values.confirmPassword, twoFactor);
        }),
      send: (data) => answer(api.POST('/api/auth/reset-password', { body: data })),
      fallback: 'Failed to reset the password. Please try again.',
      refused: ({ fields }) => {
        if (fields.token) setStage('invalid');
        return fields.token !== undefined;
      },
      done: () => {
        // Every session of the account is revoked now, this browser's included.
        signOutLocally();
        setStage('done');
        return { busy: true };
      },
    });
  }

  if (stage === 'checking') {
    return (
      <div aria-busy="true">
        <p className="muted" role="status">
          Checking your link…
        </p>
      </div>
    );
  }

  if (stage === 'invalid' || stage === 'done') {
    const invalid = stage === 'invalid';
    return (
      <div className="form">
        <Banner
          banner={
            invalid
              ? { kind: 'error', text: recoveryMessages.resetLinkInvalid }
              : { kind: 'success', text: recoveryMessages.passwordReset }
          }
        />
        <a className="btn btn-primary btn-block" href={invalid ? '/forgot-password' : '/login'}>
          {invalid ? 'Ask for a new link' : 'Log in'}
        </a>
      </div>
    );
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <Banner banner={form.banner} />
      {twoFactor && (
        <Field
          id="reset-code"
          label="Code from your authenticator app, or a recovery code"
          hint="Your account has two-factor authentication on."
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          name="code"
          value={values.code}
          error={errors.code}
          onChange={(event) => form.set('code', event.target.value)}
        />
      )}
      <PasswordField
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        name="password"
        hint="At least 8 characters, with one uppercase letter and one number."
        value={values.password}
        error={errors.password}
        onChange={(event) => form.set('password', event.target.value)}
      />
      <PasswordField
        id="reset-confirm"
        label="Confirm new password"
        autoComplete="new-password"
        name="confirmPassword"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => form.set('confirmPassword', event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.submitting}>
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        {form.submitting ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
