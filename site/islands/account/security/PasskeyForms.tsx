/**
 * The Passkeys card's forms (docs/decisions/two-factor-and-passkeys.md): add (the password again, then the browser's ceremony), rename and
 * remove. They load when the customer opens one, not with the card (so /profile stays within its budget). Each has one field
 * and goes through the island forms' one submit flow (useForm); what an action answers is shown by the card.
 */
import { type SubmitEvent, useEffect } from 'react';
import type { GenericSchema } from 'valibot';
import { PASSKEY_NAME_MAX, passkeyMessages } from '../../../shared/api/passkeys-messages';
import { addPasskey, type Outcome, type Passkey, removePasskey, renamePasskey } from '../../../stores/passkeys';
import { contractCheck } from '../../forms/contract-check';
import { Field } from '../../forms/Field';
import { PasswordField } from '../../forms/PasswordField';
import { useForm } from '../../forms/useForm';

/** A success, a refusal with no field to show it on (the card shows both), or null: Cancel. */
type Done = (outcome: Outcome | null) => void;

const passkeysCheck = contractCheck(() => import('../../../shared/api/passkeys'));
/** The request schema a form's one field is checked with. */
type Pick = (contract: typeof import('../../../shared/api/passkeys')) => GenericSchema;

/**
 * The form of one field sent to a store action: `schema` (its request's, in the contract) checks the field; a refusal naming
 * the field shows on it, any other answer goes to `onDone`. The opened form's field takes the focus, so a
 * keyboard user can type at once.
 */
function usePasskeyForm(id: string, field: 'password' | 'name', initial: string, onDone: Done) {
  const form = useForm({ [field]: initial });
  const value = form.values[field] ?? '';

  useEffect(() => document.getElementById(id)?.focus(), [id]);

  const submit = (event: SubmitEvent<HTMLFormElement>, schema: Pick, act: (value: string) => Promise<Outcome>) =>
    form.submit(event, {
      check: () =>
        passkeysCheck((contract, validate) => {
          const checked = validate(schema(contract), { [field]: value });
          return checked.ok ? { ok: true, data: value } : checked;
        }),
      // The store's actions answer with the text to show and do not throw.
      send: async (data: string) => {
        const outcome = await act(data);
        return outcome.ok ? { ok: true, data: outcome } : { ok: false, error: outcome.text, fields: outcome.fields };
      },
      fallback: passkeyMessages.notRegistered,
      done: (outcome: Outcome) => {
        onDone(outcome);
        return undefined;
      },
      refused: ({ error, fields }) => {
        const own = fields[field];
        if (own) form.setErrors({ [field]: own });
        else onDone({ ok: false, text: error, fields });
        return true;
      },
    });

  return {
    busy: form.submitting,
    submit,
    field: {
      id,
      value,
      error: form.errors[field],
      onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    },
  };
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

/** "Add a passkey", opened: the password, then the browser's ceremony. `onDone(null)` is Cancel. */
export function AddPasskeyForm({ onDone }: { onDone: Done }) {
  const { busy, submit, field } = usePasskeyForm('passkey-add-password', 'password', '', onDone);
  return (
    <form
      className="passkey-form passkeys-add-form"
      noValidate
      onSubmit={(event) => submit(event, (contract) => contract.passkeyOptionsSchema, addPasskey)}
      aria-label="Add a passkey"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        hint="We ask for it again before a new way to sign in is added. Your browser then asks you to create the passkey."
        {...field}
      />
      <Actions busy={busy} label={busy ? 'Waiting for your browser…' : 'Continue'} onCancel={() => onDone(null)} />
    </form>
  );
}

type ItemProps = { passkey: Passkey; mode: 'rename' | 'remove'; inputId: string; onDone: Done };

/** One passkey's rename or remove form (remove asks for the password). */
export function PasskeyItemForm({ passkey, mode, inputId, onDone }: ItemProps) {
  const rename = mode === 'rename';
  const { busy, submit, field } = usePasskeyForm(
    inputId,
    rename ? 'name' : 'password',
    rename ? passkey.name : '',
    onDone,
  );

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    if (!rename) {
      return submit(
        event,
        (contract) => contract.passkeyRemoveSchema,
        (password) => removePasskey(passkey.id, password),
      );
    }
    return submit(
      event,
      (contract) => contract.passkeyRenameSchema,
      (name) => renamePasskey(passkey.id, name.trim()),
    );
  }

  return (
    <form
      className="passkey-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={rename ? `Rename ${passkey.name}` : `Remove ${passkey.name}`}
    >
      {rename ? (
        <Field label="Name" maxLength={PASSKEY_NAME_MAX} {...field} />
      ) : (
        <>
          <p className="passkey-confirm">
            Remove “{passkey.name}”? It will no longer sign in to your account. Enter your password to confirm.
          </p>
          <PasswordField label="Current password" autoComplete="current-password" {...field} />
        </>
      )}
      <Actions
        busy={busy}
        label={rename ? 'Save name' : 'Remove passkey'}
        danger={!rename}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
