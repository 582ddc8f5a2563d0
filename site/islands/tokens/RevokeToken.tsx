/** Revoke, then a confirmation: the token stops working at once, for every script that uses it. */
import { useState } from 'react';
import type { ApiToken } from '../../shared/api/api-tokens';
import { revokeToken } from '../../stores/api-tokens';

/** `revoke`: your own token by default; an owner or admin revokes a member's through the team's route. */
export function RevokeToken({
  token,
  revoke: revokeOne = revokeToken,
}: {
  token: Pick<ApiToken, 'id' | 'name'>;
  revoke?: (token: Pick<ApiToken, 'id' | 'name'>) => Promise<boolean>;
}) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
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
