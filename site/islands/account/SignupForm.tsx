/** The sign-up form (docs/decisions/email-addresses.md). */
import type { FormEvent } from 'react';
import { answer, api } from '../../lib/api';
import { loginUrlFor } from '../../lib/login-url';
import { safeNextPath } from '../../lib/next-path';
import { Banner } from '../forms/Banner';
import { CheckboxField } from '../forms/CheckboxField';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { PasswordField } from '../forms/PasswordField';
import { useForm } from '../forms/useForm';
import { REDIRECT_DELAY_MS } from './timing';

const authCheck = contractCheck(() => import('../../shared/api/auth'));

export default function SignupForm() {
  const form = useForm<{ name: string; email: string; password: string; terms: boolean }>({
    name: '',
    email: '',
    password: '',
    terms: false,
  });
  const { values, errors } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => authCheck((contract, validate) => validate(contract.signupSchema, values)),
      send: (data) => answer(api.POST('/api/auth/signup', { body: data })),
      fallback: 'Failed to create account',
      done: () => {
        // A sign-up asked for by a page (an invitation) logs in to return there (docs/decisions/return-after-sign-in.md).
        const next = new URLSearchParams(window.location.search).get('next');
        const login = next ? loginUrlFor(safeNextPath(next)) : '/login';
        window.setTimeout(() => window.location.assign(login), REDIRECT_DELAY_MS);
        return {
          banner: { kind: 'success', text: 'Account created successfully! Redirecting to login...' },
          busy: true,
        };
      },
    });
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Create account">
      <Banner banner={form.banner} />
      <Field
        id="signup-name"
        label="Full name"
        autoComplete="name"
        name="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => form.set('name', event.target.value)}
      />
      <Field
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        name="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => form.set('email', event.target.value)}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters, with one uppercase letter and one number."
        name="password"
        value={values.password}
        error={errors.password}
        onChange={(event) => form.set('password', event.target.value)}
      />
      <CheckboxField
        id="signup-terms"
        name="terms"
        checked={values.terms}
        error={errors.terms}
        onChange={(event) => form.set('terms', event.target.checked)}
      >
        I agree to the <a href="/legal/terms">Terms of Service</a> and <a href="/legal/privacy">Privacy Policy</a>
      </CheckboxField>
      <button type="submit" className="btn btn-primary btn-block" disabled={form.submitting}>
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        {form.submitting ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="form-footer">
        Already have an account? <a href="/login">Log in</a>
      </p>
    </form>
  );
}
