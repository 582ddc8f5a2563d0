/** The login form (spec §2 Login, §5, §8; rulings R15, R16, R28). */
import { type FormEvent, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { safeNextPath } from '../../shared/next-path';
import { loginSchema, validate } from '../../shared/validation';
import { signIn } from '../../stores/session';
import { Banner, type BannerState } from './Banner';
import { Field } from './Field';
import { PasskeySignIn } from './PasskeySignIn';
import { PasswordField } from './PasswordField';
import { REDIRECT_DELAY_MS } from './timing';
import { useForm } from './useForm';

type LoginData = { token: string; id: string; name: string; email: string };

export default function LoginForm() {
  const form = useForm<{ email: string; password: string; rememberMe: boolean }>({
    email: '',
    password: '',
    rememberMe: false,
  });
  const [banner, setBanner] = useState<BannerState>(null);
  const { values, errors } = form;

  // After a password or a passkey: the seed's message, then back where the visitor came from (R16).
  function signedIn({ token, id, name, email }: LoginData) {
    signIn(token, { id, name, email }, values.rememberMe);
    setBanner({ kind: 'success', text: 'Login successful! Redirecting to dashboard...' });
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    window.setTimeout(() => window.location.assign(next), REDIRECT_DELAY_MS);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const checked = validate(loginSchema, { email: values.email, password: values.password });
    if (!checked.ok) {
      form.setErrors(checked.fields);
      return;
    }
    form.setSubmitting(true);
    try {
      const result = await apiRequest<LoginData>('POST', '/api/auth/login', {
        body: { ...checked.data, rememberMe: values.rememberMe },
      });
      if (!result.ok || !result.data.token) {
        setBanner({ kind: 'error', text: (!result.ok && result.error) || 'Failed to login' });
        form.setSubmitting(false);
        return;
      }
      signedIn(result.data);
    } catch {
      setBanner({ kind: 'error', text: 'An error occurred. Please try again.' });
      form.setSubmitting(false);
    }
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <Banner banner={banner} />
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
        {/* R28 replaces the seed's "no forgot-password link". */}
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
        onSignedIn={signedIn}
        onError={(text) => setBanner({ kind: 'error', text })}
        disabled={form.submitting}
      />
      <p className="form-footer">
        Don't have an account? <a href="/signup">Sign up</a>
      </p>
    </form>
  );
}
