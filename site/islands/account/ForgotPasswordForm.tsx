/** The "Forgot password?" form (docs/decisions/password-reset.md): one e-mail field, and always the same answer. */
import type { SubmitEvent } from 'react';
import { answer, api } from '../../lib/api';
import { recoveryMessages } from '../../shared/api/auth-messages';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';

const authCheck = contractCheck(() => import('../../shared/api/auth'));

export default function ForgotPasswordForm() {
  const form = useForm<{ email: string }>({ email: '' });
  const { values, errors } = form;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => authCheck((contract, validate) => validate(contract.forgotPasswordSchema, values)),
      send: (data) => answer(api.POST('/api/auth/forgot-password', { body: data })),
      fallback: 'Failed to send the link. Please try again.',
      done: () => ({ banner: { kind: 'success', text: recoveryMessages.resetLinkSent } }),
    });
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
      <Banner banner={form.banner} />
      <Field
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        name="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => form.set('email', event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.submitting}>
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        {form.submitting ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="form-footer">
        Remembered it? <a href="/login">Log in</a>
      </p>
    </form>
  );
}
