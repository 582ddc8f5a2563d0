/** Change Password (docs/decisions/password-policy.md); the fields are cleared after success. */
import type { FormEvent } from 'react';
import { changePassword } from '../../stores/profile';
import type { BannerState } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { PasswordField } from '../forms/PasswordField';
import { useForm } from '../forms/useForm';

const profileCheck = contractCheck(() => import('../../shared/api/profile'));

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ onResult }: { onResult: (banner: BannerState) => void }) {
  const form = useForm(empty, onResult);
  const { values } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, {
      // One message in the contract's order of checks (this form shows no field errors).
      check: () =>
        profileCheck((contract) =>
          contract.checkPasswordChange(values.oldPassword, values.newPassword, values.confirmPassword),
        ),
      announceInvalid: true,
      send: () => changePassword(values.oldPassword, values.newPassword),
      fallback: 'Failed to change password',
      done: (message) => {
        form.setValues(empty);
        return { banner: { kind: 'success', text: message } };
      },
    });
  }

  return (
    <form ref={form.ref} className="card form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading" className="form-title">
        Change Password
      </h2>
      <PasswordField
        id="current-password"
        label="Current password"
        autoComplete="current-password"
        name="oldPassword"
        value={values.oldPassword}
        onChange={(event) => form.set('oldPassword', event.target.value)}
      />
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with one uppercase letter and one number."
        name="newPassword"
        value={values.newPassword}
        onChange={(event) => form.set('newPassword', event.target.value)}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        name="confirmPassword"
        value={values.confirmPassword}
        onChange={(event) => form.set('confirmPassword', event.target.value)}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.submitting}>
          {form.submitting ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
