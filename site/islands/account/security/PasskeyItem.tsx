/** One passkey of the Security section: its name and dates, with rename and remove (asks for the password). */
import { lazy, Suspense, useId, useState } from 'react';
import type { Outcome, Passkey } from '../../../stores/passkeys';
import { PasskeyIcon } from './PasskeyIcon';

const PasskeyItemForm = lazy(() =>
  import('./PasskeyForms').then(({ PasskeyItemForm }) => ({ default: PasskeyItemForm })),
);

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string) => dayFormat.format(new Date(iso));

type Props = { passkey: Passkey; onResult: (outcome: Outcome) => void };

export function PasskeyItem({ passkey, onResult }: Props) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const id = useId();

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
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setMode('rename')}>
              Rename<span className="visually-hidden"> {passkey.name}</span>
            </button>
            <button type="button" className="btn btn-sm btn-ghost passkey-remove" onClick={() => setMode('remove')}>
              Remove<span className="visually-hidden"> {passkey.name}</span>
            </button>
          </div>
        )}
      </div>
      {mode !== 'view' && (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <PasskeyItemForm
            passkey={passkey}
            mode={mode}
            inputId={`${id}-${mode}`}
            onDone={(outcome) => {
              // A refusal with nothing to show on the field keeps the form open, with the banner saying why.
              if (!outcome || outcome.ok) setMode('view');
              if (outcome) onResult(outcome);
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
