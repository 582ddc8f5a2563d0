/**
 * The Security section's API tokens (its card, heading and intro are static, in the page): every live
 * token the person made, in every account, with its account, scopes, expiry and last use. Revoke for a
 * token of the current account; one of another account links to that account's API tokens page
 * (docs/decisions/own-tokens-on-security.md).
 */
import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import type { OwnApiToken } from '../../../shared/api/tokens';
import { $currentAccount, currentAccount } from '../../../stores/current-account';
import {
  $ownTokens,
  forgetOwnToken,
  inCurrentAccount,
  loadOwnTokens,
  tokenAccountName,
} from '../../../stores/own-tokens';
import { initSession } from '../../../stores/session';
import { ScopeList } from '../../tokens/ScopeList';
import { useStore } from '../../use-store';

const TOKENS_PATH = '/profile/tokens';

// The confirmation and the revoke itself load on the first click: most visits revoke nothing.
const Confirm = lazy(() => import('./OwnTokenRevoke'));

function Revoke({ token }: { token: OwnApiToken }) {
  const [asked, setAsked] = useState(false);
  if (asked)
    return (
      <Suspense fallback={null}>
        <Confirm token={token} revoked={forgetOwnToken} />
      </Suspense>
    );
  return (
    <button type="button" className="btn btn-sm" onClick={() => setAsked(true)}>
      Revoke<span className="visually-hidden"> {token.name}</span>
    </button>
  );
}

// The sessions' format ("November 23, 2026 at 6:30 PM"), made here: importing it would split it off the sessions panel.
const exact = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{exact.format(new Date(iso))}</time>;

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

function OwnToken({ token, here }: { token: OwnApiToken; here: boolean }) {
  return (
    <li className="token-item">
      <div className="token-head">
        <span className="token-name">{token.name}</span>
        <span className="mono token-hint">…{token.hint}</span>
      </div>
      <p className="token-account">
        Account: <strong>{tokenAccountName(token.account)}</strong>
      </p>
      <ScopeList name={token.name} scopes={token.scopes} />
      <p className="muted token-meta">
        <span>
          Expires <When iso={token.expiresAt} />
        </span>
        <span>
          {token.lastUsedAt ? (
            <>
              Last used <When iso={token.lastUsedAt} />
            </>
          ) : (
            'Never used'
          )}
        </span>
      </p>
      <div className="token-actions">{here ? <Revoke token={token} /> : <ManageIn account={token.account} />}</div>
    </li>
  );
}

/** `empty`: what a person without a live token reads, handed over by the page (it travels in the HTML). */
export default function OwnTokens({ empty }: { empty: { text: string; link: string } }) {
  const state = useStore($ownTokens);
  const current = useStore($currentAccount);
  useEffect(() => {
    // The profile island sends a visitor without a session to the login page.
    if (!initSession()) return;
    currentAccount();
    void loadOwnTokens();
  }, []);

  if (state.status === 'loading') return <div className="skeleton own-tokens-loading" aria-busy="true" />;
  if (state.status === 'error')
    return (
      <div className="banner banner-error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-sm" onClick={() => void loadOwnTokens()}>
          Try again
        </button>
      </div>
    );
  if (state.tokens.length === 0)
    return (
      <p className="muted">
        {empty.text} <a href={TOKENS_PATH}>{empty.link}</a>.
      </p>
    );
  return (
    <ul className="token-list" aria-labelledby="own-tokens-heading">
      {state.tokens.map((token) => (
        <OwnToken key={token.id} token={token} here={inCurrentAccount(token, current)} />
      ))}
    </ul>
  );
}
