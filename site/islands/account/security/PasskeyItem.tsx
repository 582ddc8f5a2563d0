/** One passkey of the Security section: its name and dates, with rename and remove (asks for the password). */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PASSKEY_NAME_MAX, passkeyMessages, passkeyNameTooLong } from '../../../shared/passkey-messages';
import { type Outcome, type Passkey, removePasskey, renamePasskey } from '../../../stores/passkeys';
import { Field } from '../Field';
import { PasswordField } from '../PasswordField';
import { PasskeyIcon } from './PasskeyIcon';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string) => dayFormat.format(new Date(iso));

type Props = { passkey: Passkey; onResult: (outcome: Outcome) => void };

export function PasskeyItem({ passkey, onResult }: Props) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const inputId = `${id}-${mode}`;

  // The opened form's field takes the focus, so a keyboard user can type at once.
  useEffect(() => {
    if (mode !== 'view') document.getElementById(inputId)?.focus();
  }, [mode, inputId]);

  const open = (next: 'rename' | 'remove') => {
    setMode(next);
    setValue(next === 'rename' ? passkey.name : '');
    setError(undefined);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    if (mode === 'rename' && !text) return setError(passkeyMessages.nameRequired);
    if (mode === 'rename' && text.length > PASSKEY_NAME_MAX) return setError(passkeyNameTooLong);
    if (mode === 'remove' && !value) return setError(passkeyMessages.passwordRequired);
    setBusy(true);
    const outcome = mode === 'rename' ? await renamePasskey(passkey.id, text) : await removePasskey(passkey.id, value);
    setBusy(false);
    if (!outcome.ok) {
      const field = mode === 'rename' ? outcome.fields.name : outcome.fields.password;
      if (field) return setError(field);
    } else setMode('view');
    onResult(outcome);
  }

  return (
    <li className="passkey">
      <div className="passkey-row">
        <span className="passkey-icon">
          <PasskeyIcon />
        </span>
        <div className="passkey-text">
          <p className="passkey-name">{passkey.name}</p>
          <p className="muted passkey-meta">
            Added <time dateTime={passkey.createdAt}>{day(passkey.createdAt)}</time>
            {' · '}
            {passkey.lastUsedAt ? (
              <>
                Last used <time dateTime={passkey.lastUsedAt}>{day(passkey.lastUsedAt)}</time>
              </>
            ) : (
              'Never used'
            )}
            {passkey.synced && ' · Synced'}
          </p>
        </div>
        {mode === 'view' && (
          <div className="passkey-actions">
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => open('rename')}>
              Rename<span className="visually-hidden"> {passkey.name}</span>
            </button>
            <button type="button" className="btn btn-sm btn-ghost passkey-remove" onClick={() => open('remove')}>
              Remove<span className="visually-hidden"> {passkey.name}</span>
            </button>
          </div>
        )}
      </div>
      {mode !== 'view' && (
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
              value={value}
              maxLength={PASSKEY_NAME_MAX}
              error={error}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
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
                value={value}
                error={error}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(undefined);
                }}
              />
            </>
          )}
          <div className="passkey-form-actions">
            <button
              type="submit"
              className={`btn btn-sm ${mode === 'remove' ? 'btn-danger' : 'btn-primary'}`}
              disabled={busy}
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {mode === 'rename' ? 'Save name' : 'Remove passkey'}
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setMode('view')} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
