/**
 * The Security section's API tokens: every live token the person made, in every account, with its
 * account, scopes, expiry and last use. Revoke for a token of the current account; a token of another
 * account links to that account's API tokens page (docs/decisions/own-tokens-on-security.md).
 */
import { type MouseEvent, useEffect } from 'react';
import { formatDay, formatMoment } from '../../../lib/dates';
import type { OwnApiToken } from '../../../shared/api/api-tokens';
import { $currentAccount, currentAccount } from '../../../stores/current-account';
import {
  $ownTokens,
  inCurrentAccount,
  loadOwnTokens,
  ownTokenTexts,
  revokeOwnToken,
  tokenAccountName,
} from '../../../stores/own-tokens';
import { initSession } from '../../../stores/session';
import { Failed } from '../../billing/Failed';
import { RevokeToken } from '../../tokens/RevokeToken';
import { useStore } from '../../use-store';

const TOKENS_PATH = '/profile/tokens';

/** Switches to the token's account, then opens its API tokens page (the switcher loads on the click). */
function ManageIn({ account }: { account: OwnApiToken['account'] }) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    void import('../../../stores/accounts').then(({ switchAccount }) => switchAccount(account.id, TOKENS_PATH));
  };
  return (
    <a className="btn btn-sm" href={TOKENS_PATH} onClick={open}>
      Manage in {tokenAccountName(account)}
    </a>
  );
}

function OwnTokenItem({ token, here }: { token: OwnApiToken; here: boolean }) {
  return (
    <li className="token-item">
      <div className="token-head">
        <span className="token-name">{token.name}</span>
        <span className="mono token-hint" title="Its last four characters">
          …{token.hint}
        </span>
      </div>
      <p className="token-account">
        Account: <strong>{tokenAccountName(token.account)}</strong>
      </p>
      <ul className="token-scope-list" aria-label={`Scopes of ${token.name}`}>
        {token.scopes.map((scope) => (
          <li key={scope}>
            <code>{scope}</code>
          </li>
        ))}
      </ul>
      <p className="muted token-meta">
        <span>
          Expires <time dateTime={token.expiresAt}>{formatDay(token.expiresAt)}</time>
        </span>
        <span>
          {token.lastUsedAt ? (
            <>
              Last used <time dateTime={token.lastUsedAt}>{formatMoment(token.lastUsedAt)}</time>
            </>
          ) : (
            'Never used'
          )}
        </span>
      </p>
      <div className="token-actions">
        {here ? <RevokeToken token={token} revoke={revokeOwnToken} /> : <ManageIn account={token.account} />}
      </div>
    </li>
  );
}

function Tokens() {
  const state = useStore($ownTokens);
  const current = useStore($currentAccount);
  if (state.status === 'loading')
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your API tokens…
        </p>
        <div className="skeleton" style={{ height: '5rem' }} />
      </div>
    );
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadOwnTokens()} />;
  if (state.tokens.length === 0)
    return (
      <p className="muted">
        {ownTokenTexts.none} <a href={TOKENS_PATH}>Make one on the API tokens page</a>.
      </p>
    );
  return (
    <ul className="token-list" aria-labelledby="own-tokens-heading">
      {state.tokens.map((token) => (
        <OwnTokenItem key={token.id} token={token} here={inCurrentAccount(token, current)} />
      ))}
    </ul>
  );
}

export default function TokensPanel() {
  useEffect(() => {
    // The profile island sends a visitor without a session to the login page.
    if (!initSession()) return;
    currentAccount();
    void loadOwnTokens();
  }, []);
  return (
    <div className="card security-card own-tokens-panel">
      <h2 id="own-tokens-heading">API tokens</h2>
      <p className="muted security-intro">
        Every live token you made, in every account. Revoke one here while you act for its account; for another account,
        manage it there.
      </p>
      <Tokens />
    </div>
  );
}
