/** Revoke, then a confirmation: the token stops working at once, for every script that uses it. */
import { useState } from 'react';
import type { ApiToken } from '../../shared/api/tokens';

/**
 * `revoke`: the store's revoke for the list it sits in (your tokens, the team's, or the Security page's);
 * passed in so a page ships only the store it uses. `asked`: Revoke was already clicked (the Security page
 * loads this on that click), so it opens on the confirmation.
 */
export function RevokeToken({
  token,
  revoke: revokeOne,
  asked = false,
}: {
  token: Pick<ApiToken, 'id' | 'name'>;
  revoke: (token: Pick<ApiToken, 'id' | 'name'>) => Promise<boolean>;
  asked?: boolean;
}) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>(asked ? 'confirm' : 'idle');
  if (step === 'idle') {
    return (
      <button type="button" className="btn btn-sm" onClick={() => setStep('confirm')}>
        Revoke<span className="visually-hidden"> {token.name}</span>
      </button>
    );
  }
  const revoke = async () => {
    setStep('busy');
    if (!(await revokeOne(token))) setStep('confirm');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons that answer one question, not form fields.
    <span className="token-confirm" role="group" aria-label={`Revoke ${token.name}?`}>
      <span className="muted token-confirm-text">Scripts using it stop at once.</span>
      <button type="button" className="btn btn-danger btn-sm" disabled={step === 'busy'} onClick={() => void revoke()}>
        {step === 'busy' ? 'Revoking…' : `Revoke ${token.name}`}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" disabled={step === 'busy'} onClick={() => setStep('idle')}>
        Keep
      </button>
    </span>
  );
}
