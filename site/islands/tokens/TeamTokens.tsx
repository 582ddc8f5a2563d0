/**
 * Every API token of the team's members, for its owners and admins (docs/decisions/api-tokens.md):
 * who made it, its scopes and status, and Revoke. Shown only where the role may oversee tokens.
 */
import { useEffect, useState } from 'react';
import { $currentAccount, may } from '../../stores/current-account';
import { $sessionReady } from '../../stores/session';
import { $teamTokens, loadTeamTokens, revokeTeamToken } from '../../stores/team-tokens';
import { Failed } from '../billing/Failed';
import { useStore } from '../use-store';
import { TokenItem } from './TokenList';

function List() {
  const state = useStore($teamTokens);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '5rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadTeamTokens()} />;
  if (state.tokens.length === 0) return <p className="muted">No member of the team has made a token.</p>;
  return (
    <ul className="token-list" aria-labelledby="team-tokens-heading">
      {state.tokens.map((token) => (
        <TokenItem key={token.id} token={token} maker={token.maker.name} revoke={revokeTeamToken} />
      ))}
    </ul>
  );
}

export default function TeamTokens() {
  const ready = useStore($sessionReady);
  const account = useStore($currentAccount);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || account?.kind !== 'team' || !may('tokens:oversee')) return;
    setShown(true);
    void loadTeamTokens();
  }, [ready, account]);
  if (!shown) return null;
  return (
    <section className="card tokens-card" aria-labelledby="team-tokens-heading">
      <h2 id="team-tokens-heading">Every token of the team</h2>
      <p className="muted">
        As an owner or admin you see the tokens every member made for this team, and can revoke any.
      </p>
      <List />
    </section>
  );
}
