/**
 * The login form (docs/decisions/two-factor-and-passkeys.md: a code after the password when TOTP is on,
 * or a passkey instead of both).
 */
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { answer, api } from '../../lib/api';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { PasswordField } from '../forms/PasswordField';
import { useForm } from '../forms/useForm';
import { finishSignIn } from './finish-sign-in';
import { PasskeySignIn } from './PasskeySignIn';

// The code step is only for accounts with TOTP on: it loads when the password form is sent (islands
// budget: /login within 80 KB), so it is usually there by the time the answer asks for it.
const loadMfaStep = () => import('./MfaStep');
const MfaStep = lazy(() => loadMfaStep().then((module) => ({ default: module.MfaStep })));
const authCheck = contractCheck(() => import('../../shared/api/auth'));

export default function LoginForm() {
  const form = useForm<{ email: string; password: string; rememberMe: boolean }>({
    email: '',
    password: '',
    rememberMe: false,
  });
  const [ticket, setTicket] = useState<string | null>(null);
  const { values, errors } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void loadMfaStep();
    return form.submit(event, {
      check: () =>
        authCheck((contract, validate) =>
          validate(contract.loginSchema, { email: values.email, password: values.password }),
        ),
      send: (data) => answer(api.POST('/api/auth/login', { body: { ...data, rememberMe: values.rememberMe } })),
      fallback: 'Failed to login',
      done: (data) => {
        if ('mfaRequired' in data) {
          setTicket(data.ticket);
          return undefined;
        }
        if (!data.token) return { banner: { kind: 'error', text: 'Failed to login' } };
        return { banner: finishSignIn(data, values.rememberMe), busy: true };
      },
    });
  }

  if (ticket) {
    return (
      <Suspense
        fallback={
          <p className="muted" role="status">
            Loading…
          </p>
        }
      >
        <MfaStep
          ticket={ticket}
          rememberMe={values.rememberMe}
          onRestart={(banner) => {
            setTicket(null);
            form.setValues((current) => ({ ...current, password: '' }));
            form.setBanner(banner);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <Banner banner={form.banner} />
      <Field
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username webauthn"
        inputMode="email"
        name="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => form.set('email', event.target.value)}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        name="password"
        value={values.password}
        error={errors.password}
        onChange={(event) => form.set('password', event.target.value)}
      />
      <div className="form-row">
        <label className="checkbox">
          <input
            type="checkbox"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => form.set('rememberMe', event.target.checked)}
          />
          <span>Remember me</span>
        </label>
        {/* A reset link replaces the seed's "no forgot-password link" (docs/decisions/password-reset.md). */}
        <a className="form-link" href="/forgot-password">
          Forgot password?
        </a>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={form.submitting}>
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        {form.submitting ? 'Signing in...' : 'Sign in'}
      </button>
      <p className="form-divider">or</p>
      <PasskeySignIn
        emailInputId="login-email"
        rememberMe={values.rememberMe}
        onSignedIn={(data) => form.setBanner(finishSignIn(data, values.rememberMe))}
        onError={(text) => form.setBanner({ kind: 'error', text })}
        disabled={form.submitting}
      />
      <p className="form-footer">
        Don't have an account? <a href="/signup">Sign up</a>
      </p>
    </form>
  );
}
