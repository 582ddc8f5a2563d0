/**
 * Your API tokens for the current account, newest first: name, last characters, scopes, status,
 * when made, when it expires and its last use (to five minutes), with Revoke for an active one.
 */
import { useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import { formatDay } from '../../lib/dates';
import type { ApiToken } from '../../shared/api/tokens';
import { $apiTokens, loadTokens, revokeToken } from '../../stores/api-tokens';
import { $currentAccount, may } from '../../stores/current-account';
import { $sessionReady, requireSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { Failed } from '../billing/Failed';
import { useStore } from '../use-store';
import { RevokeToken } from './RevokeToken';
import { ScopeList } from './ScopeList';

const STATUS: Record<ApiToken['status'], { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'badge-success' },
  expired: { label: 'Expired', tone: 'badge-warning' },
  revoked: { label: 'Revoked', tone: 'badge-danger' },
};

const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDay(iso)}</time>;

/** One token; `maker` names who made it (the team's list), `revoke` how an owner or admin revokes it (else your own revoke). */
export function TokenItem({
  token,
  maker,
  revoke,
}: {
  token: ApiToken;
  maker?: string;
  revoke?: (token: Pick<ApiToken, 'id' | 'name'>) => Promise<boolean>;
}) {
  const status = STATUS[token.status];
  return (
    <li className="token-item">
      <div className="token-head">
        <span className="token-name">{token.name}</span>
        <span className="mono token-hint" title="Its last four characters">
          …{token.hint}
        </span>
        <span className={`badge ${status.tone}`}>{status.label}</span>
      </div>
      {maker && <p className="muted token-maker">Made by {maker}</p>}
      <ScopeList name={token.name} scopes={token.scopes} />
      <p className="muted token-meta">
        <span>
          Created <Day iso={token.createdAt} />
        </span>
        <span>
          {token.status === 'expired' ? 'Expired' : 'Expires'} <Day iso={token.expiresAt} />
        </span>
        <span>
          {token.lastUsedAt ? (
            <>
              Last used <Day iso={token.lastUsedAt} />
            </>
          ) : (
            'Never used'
          )}
        </span>
      </p>
      {token.status === 'active' && (
        <div className="token-actions">
          <RevokeToken token={token} revoke={revoke ?? revokeToken} />
        </div>
      )}
    </li>
  );
}

function Tokens() {
  const state = useStore($apiTokens);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '5rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadTokens()} />;
  if (state.tokens.length === 0) return <p className="muted">No tokens yet: create one below.</p>;
  return (
    <ul className="token-list" aria-labelledby="tokens-heading">
      {state.tokens.map((token) => (
        <TokenItem key={token.id} token={token} />
      ))}
    </ul>
  );
}

/** Which account the tokens act for: the session's current one, from its copy. */
function ActsFor() {
  const ready = useStore($sessionReady);
  const account = useStore($currentAccount);
  if (!ready) return null;
  return (
    <p className="token-acts-for">
      These tokens act for{' '}
      <strong>{account?.kind === 'team' ? `the team ${account.name}` : 'your personal account'}</strong>, within your
      role there. Switch accounts in the account menu to make tokens for another.
    </p>
  );
}

/** `note`: what a customer refused by the team's two-factor policy reads instead (the API would answer 403). */
export default function TokenList({ note }: { note: Note }) {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    if (!requireSession('/profile/tokens')) return;
    if (may('tokens:manage')) void loadTokens();
    else setAllowed(false);
  }, []);
  return (
    <>
      <ActsFor />
      {allowed ? <Tokens /> : <AccountNote note={note} />}
    </>
  );
}
