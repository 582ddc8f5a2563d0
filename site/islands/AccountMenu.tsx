/**
 * The nav's account menu (a menu button's popup, opened from NavAuth): the accounts this customer can
 * act as with their role, the current one checked, switching, Create a team and Profile. Its code
 * loads when it first opens (client:demand="accounts"); the list is read anew at each opening.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import * as icons from '../lib/island-icons';
import type { Account } from '../shared/api/accounts';
import { TEAM_PATH } from '../shared/api/teams-messages';
import { ROLE_LABELS } from '../shared/domain/teams';
import { $accounts, accountName, loadAccounts, switchAccount } from '../stores/accounts';
import { $accountMenu, $currentAccount, setAccountMenu } from '../stores/current-account';
import { $session } from '../stores/session';
import { Icon } from './Icon';
import { useStore } from './use-store';

const BUTTON = 'account-menu-button';

/** Focus on the account checked, or on the menu itself until the accounts are there. */
function focusCurrent(panel: HTMLElement | null) {
  const current = panel?.querySelector<HTMLElement>('[aria-checked="true"]');
  (current ?? panel?.querySelector<HTMLElement>('[role="menu"]'))?.focus();
}

function close(refocus: boolean) {
  setAccountMenu(false);
  if (refocus) document.getElementById(BUTTON)?.focus();
}

/** Arrow keys, Home and End move between the items; Escape closes and returns to the button; Tab closes. */
function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (move !== undefined) {
    event.preventDefault();
    items[(move + items.length) % items.length]?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    close(true);
  } else if (event.key === 'Tab') {
    close(false);
  }
}

function AccountItem({ account, current }: { account: Account; current: boolean }) {
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    if (current) return close(true);
    setBusy(true);
    if (!(await switchAccount(account.id))) setBusy(false);
  };
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={current}
      tabIndex={-1}
      className="account-menu-item"
      disabled={busy}
      onClick={() => void choose()}
    >
      <Icon d={icons.user} size={18} />
      <span className="account-menu-name">{accountName(account)}</span>
      <span className="account-menu-role">
        {busy ? 'Switching…' : account.kind === 'team' ? ROLE_LABELS[account.role] : ''}
      </span>
      <span className="account-menu-check">{current && <Icon d={icons.check} size={16} />}</span>
    </button>
  );
}

function Accounts() {
  const list = useStore($accounts);
  const copy = useStore($currentAccount);
  // Until the list arrives, the account the nav shows stands for it.
  const accounts: Account[] = list.status === 'ready' ? list.accounts : copy ? [copy] : [];
  const currentId = list.status === 'ready' ? list.currentId : copy?.id;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items (the ARIA menu pattern), not of form fields.
    <div role="group" aria-label="Switch account" aria-busy={list.status === 'loading' || undefined}>
      {accounts.map((account) => (
        <AccountItem key={account.id} account={account} current={account.id === currentId} />
      ))}
    </div>
  );
}

export default function AccountMenu() {
  const open = useStore($accountMenu);
  const session = useStore($session);
  const list = useStore($accounts);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    void loadAccounts();
    focusCurrent(ref.current);
    // A pointer down anywhere else closes the menu (the button toggles it itself).
    const outside = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest(`#account-menu-panel, #${BUTTON}`)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  // Opened before the list was known (no copy of the current account yet): on to the current one now.
  useEffect(() => {
    if (list.status === 'ready' && document.activeElement?.id === 'account-menu') focusCurrent(ref.current);
  }, [list]);

  if (!open || !session) return null;
  return (
    <div className="account-menu" id="account-menu-panel" ref={ref}>
      <p className="account-menu-who">
        <span className="account-menu-user">{session.user.name}</span>
        <span className="account-menu-email">{session.user.email}</span>
      </p>
      {list.status === 'error' && (
        <p className="account-menu-error" role="alert">
          {list.message}
        </p>
      )}
      <div role="menu" id="account-menu" aria-labelledby={BUTTON} tabIndex={-1} onKeyDown={onKeyDown}>
        <Accounts />
        {/* biome-ignore lint/a11y/useSemanticElements: an <hr> may not be a child of role="menu". */}
        <div role="separator" className="account-menu-rule" />
        <a role="menuitem" tabIndex={-1} className="account-menu-item" href={TEAM_PATH}>
          <Icon d={icons.plus} size={18} />
          <span className="account-menu-name">Create a team</span>
        </a>
        <a role="menuitem" tabIndex={-1} className="account-menu-item" href="/profile">
          <Icon d={icons.user} size={18} />
          <span className="account-menu-name">Profile</span>
        </a>
      </div>
    </div>
  );
}
