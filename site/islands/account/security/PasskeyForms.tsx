/**
 * The Passkeys card's forms (docs/decisions/two-factor-and-passkeys.md): add (the password again, then the browser's ceremony), rename and
 * remove. They load when the customer opens one, not with the card (so /profile stays within its budget).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { PASSKEY_NAME_MAX, passkeyMessages, passkeyNameTooLong } from '../../../shared/api/passkeys';
import { addPasskey, type Outcome, type Passkey, removePasskey, renamePasskey } from '../../../stores/passkeys';
import { Field } from '../../forms/Field';
import { PasswordField } from '../../forms/PasswordField';

/** A field of an opened form: typing clears its error. */
function useField(initial: string) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onChange = (event: { target: { value: string } }) => {
    setValue(event.target.value);
    setError(undefined);
  };
  return { value, error, setError, onChange };
}

function Actions({
  busy,
  label,
  danger,
  onCancel,
}: {
  busy: boolean;
  label: string;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="passkey-form-actions">
      <button type="submit" className={`btn btn-sm ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {label}
      </button>
      <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}

type AddProps = { onDone: (outcome: Outcome | null) => void };

/** "Add a passkey", opened: the password, then the browser's ceremony. `onDone(null)` is Cancel. */
export function AddPasskeyForm({ onDone }: AddProps) {
  const password = useField('');
  const [busy, setBusy] = useState(false);

  useEffect(() => document.getElementById('passkey-add-password')?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password.value) return password.setError(passkeyMessages.passwordRequired);
    setBusy(true);
    const outcome = await addPasskey(password.value);
    setBusy(false);
    if (!outcome.ok && outcome.fields.password) return password.setError(outcome.fields.password);
    onDone(outcome);
  }

  return (
    <form className="passkey-form passkeys-add-form" noValidate onSubmit={onSubmit} aria-label="Add a passkey">
      <PasswordField
        id="passkey-add-password"
        label="Current password"
        autoComplete="current-password"
        hint="We ask for it again before a new way to sign in is added. Your browser then asks you to create the passkey."
        value={password.value}
        error={password.error}
        onChange={password.onChange}
      />
      <Actions busy={busy} label={busy ? 'Waiting for your browser…' : 'Continue'} onCancel={() => onDone(null)} />
    </form>
  );
}

type ItemProps = {
  passkey: Passkey;
  mode: 'rename' | 'remove';
  inputId: string;
  /** A success (the item goes back to its view), a refusal with no field to show it on, or null: Cancel. */
  onDone: (outcome: Outcome | null) => void;
};

/** One passkey's rename or remove form (remove asks for the password). */
export function PasskeyItemForm({ passkey, mode, inputId, onDone }: ItemProps) {
  const field = useField(mode === 'rename' ? passkey.name : '');
  const [busy, setBusy] = useState(false);

  // The opened form's field takes the focus, so a keyboard user can type at once.
  useEffect(() => document.getElementById(inputId)?.focus(), [inputId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = field.value.trim();
    if (mode === 'rename' && !text) return field.setError(passkeyMessages.nameRequired);
    if (mode === 'rename' && text.length > PASSKEY_NAME_MAX) return field.setError(passkeyNameTooLong);
    if (mode === 'remove' && !field.value) return field.setError(passkeyMessages.passwordRequired);
    setBusy(true);
    const outcome =
      mode === 'rename' ? await renamePasskey(passkey.id, text) : await removePasskey(passkey.id, field.value);
    setBusy(false);
    const refused = outcome.ok ? undefined : mode === 'rename' ? outcome.fields.name : outcome.fields.password;
    if (refused) return field.setError(refused);
    onDone(outcome);
  }

  return (
    <form
      className="passkey-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={mode === 'rename' ? `Rename ${passkey.name}` : `Remove ${passkey.name}`}
    >
      {mode === 'rename' ? (
        <Field
          id={inputId}
          label="Name"
          value={field.value}
          maxLength={PASSKEY_NAME_MAX}
          error={field.error}
          onChange={field.onChange}
        />
      ) : (
        <>
          <p className="passkey-confirm">
            Remove “{passkey.name}”? It will no longer sign in to your account. Enter your password to confirm.
          </p>
          <PasswordField
            id={inputId}
            label="Current password"
            autoComplete="current-password"
            value={field.value}
            error={field.error}
            onChange={field.onChange}
          />
        </>
      )}
      <Actions
        busy={busy}
        label={mode === 'rename' ? 'Save name' : 'Remove passkey'}
        danger={mode === 'remove'}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
