/** The "Forgot password?" form (rulings R28): one e-mail field, and always the same answer. */
import { type SubmitEvent, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { recoveryMessages } from '../../shared/account-messages';
import { forgotPasswordSchema } from '../../shared/account-recovery';
import { validate } from '../../shared/validation';
import { Banner, type BannerState } from './Banner';
import { Field } from './Field';
import { useForm } from './useForm';

export default function ForgotPasswordForm() {
  const form = useForm<{ email: string }>({ email: '' });
  const [banner, setBanner] = useState<BannerState>(null);
  const { values, errors } = form;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const checked = validate(forgotPasswordSchema, values);
    if (!checked.ok) {
      form.setErrors(checked.fields);
      return;
    }
    form.setSubmitting(true);
    try {
      const result = await apiRequest('POST', '/api/auth/forgot-password', { body: checked.data });
      if (result.ok) setBanner({ kind: 'success', text: recoveryMessages.resetLinkSent });
      else {
        form.setErrors(result.fields);
        setBanner({ kind: 'error', text: result.error || 'Failed to send the link. Please try again.' });
      }
    } catch {
      setBanner({ kind: 'error', text: 'An error occurred. Please try again.' });
    }
    form.setSubmitting(false);
  }

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
      <Banner banner={banner} />
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
