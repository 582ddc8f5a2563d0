/**
 * The forms of the two-factor card (docs/decisions/two-factor-and-passkeys.md): the password that begins enrolment, the code that
 * confirms it, and the password plus a current code that turning off and new recovery codes need.
 * Each goes through the account forms' one submit flow (useForm).
 */
import type { SubmitEvent } from 'react';
import type { Sent } from '../../../lib/api';
import { Banner } from '../../forms/Banner';
import { contractCheck } from '../../forms/contract-check';
import { Field } from '../../forms/Field';
import { PasswordAndCodeFields } from '../../forms/PasswordAndCodeFields';
import { PasswordField } from '../../forms/PasswordField';
import { useForm } from '../../forms/useForm';

const twoFactorCheck = contractCheck(() => import('../../../shared/api/two-factor'));

type Actions = { submitText: string; busyText: string; onCancel: () => void };

function Buttons({ submitText, busyText, onCancel, busy }: Actions & { busy: boolean }) {
  return (
    <div className="security-actions">
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? busyText : submitText}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Turning on, step 1: the current password. */
export function PasswordStep<R>({
  send,
  onDone,
  ...actions
}: Actions & { send: (password: string) => Promise<Sent<R>>; onDone: (data: R) => void }) {
  const form = useForm({ password: '' });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => twoFactorCheck((contract, validate) => validate(contract.twoFactorSetupSchema, form.values)),
      send: ({ password }) => send(password),
      fallback: 'Failed to start. Please try again.',
      done: (data) => {
        onDone(data);
        return undefined;
      },
    });
  }
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Confirm your password">
      <Banner banner={form.banner} />
      <PasswordField
        id="two-factor-password"
        label="Current password"
        autoComplete="current-password"
        name="password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.set('password', event.target.value)}
      />
      <Buttons {...actions} busy={form.submitting} />
    </form>
  );
}

/** Turning on, step 2: one code from the app. */
export function ConfirmStep<R>({
  send,
  onDone,
  ...actions
}: Actions & { send: (code: string) => Promise<Sent<R>>; onDone: (data: R) => void }) {
  const form = useForm({ code: '' });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => twoFactorCheck((contract, validate) => validate(contract.twoFactorEnableSchema, form.values)),
      send: ({ code }) => send(code),
      fallback: 'Failed to turn on two-factor authentication. Please try again.',
      done: (data) => {
        onDone(data);
        return undefined;
      },
    });
  }
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Confirm with a code">
      <Banner banner={form.banner} />
      <Field
        id="two-factor-confirm-code"
        label="6-digit code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        name="code"
        value={form.values.code}
        error={form.errors.code}
        onChange={(event) => form.set('code', event.target.value)}
      />
      <Buttons {...actions} busy={form.submitting} />
    </form>
  );
}

/** Turning off, or new recovery codes: the password and a current code (app or recovery code). */
export function PasswordAndCode<R>({
  label,
  send,
  onDone,
  ...actions
}: Actions & {
  label: string;
  send: (password: string, code: string) => Promise<Sent<R>>;
  onDone: (data: R) => void;
}) {
  const form = useForm({ password: '', code: '' });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => twoFactorCheck((contract, validate) => validate(contract.twoFactorConfirmSchema, form.values)),
      send: ({ password, code }) => send(password, code),
      fallback: 'Failed to save the change. Please try again.',
      done: (data) => {
        onDone(data);
        return undefined;
      },
    });
  }
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Banner banner={form.banner} />
      <PasswordAndCodeFields form={form} idPrefix="two-factor-current" passwordLabel="Current password" />
      <Buttons {...actions} busy={form.submitting} />
    </form>
  );
}
