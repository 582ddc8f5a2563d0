/**
 * The account the session acts for, as every page reads it without asking the API: a copy kept next
 * to the session, written with what its role may do (stores/accounts.ts works that out from the
 * permission table), so no page loads the table or asks for what the role may not have
 * (docs/decisions/current-account-in-the-browser.md). Also whether the nav's account menu is open.
 */
import { atom } from 'nanostores';
import type { Account } from '../shared/api/accounts';
import type { Action } from '../shared/domain/teams';
import { $session, sessionStore } from './session';

export type CurrentAccount = Pick<Account, 'id' | 'kind' | 'name' | 'role' | 'requireTwoFactor'> & {
  /** What the role may do here, from the permission table. */
  may: Action[];
  /** The team requires two-factor sign-in and this customer has it off: the team's data is refused. */
  refused: boolean;
};

const KEY = 'account';

export const $currentAccount = atom<CurrentAccount | null>(null);
let read = false;

// Read with the session, so the nav shows the account in the same render; a new session, a logout or a
// 401 drops the copy with it (stores/session.ts clears its key).
$session.listen((session) => {
  read = false;
  if (session) currentAccount();
  else $currentAccount.set(null);
});

/** The copy, read from storage once per page; null before any was written (the personal account). */
export function currentAccount(): CurrentAccount | null {
  if (!read) {
    read = true;
    try {
      const copy = JSON.parse(sessionStore()?.getItem(KEY) ?? 'null') as CurrentAccount | null;
      $currentAccount.set(copy && Array.isArray(copy.may) ? copy : null);
    } catch {
      $currentAccount.set(null);
    }
  }
  return $currentAccount.get();
}

export function keepCurrentAccount(copy: CurrentAccount) {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(copy));
  } catch {
    // Without storage the copy lives as long as the page.
  }
  read = true;
  $currentAccount.set(copy);
}

/**
 * Whether this customer may do `action` in the current account. Without a copy the session is on the
 * personal account, where a session starts (docs/decisions/accounts-and-teams.md) and its owner may.
 */
export function may(action: Action): boolean {
  const copy = currentAccount();
  return !copy || (!copy.refused && copy.may.includes(action));
}

/** What the nav calls the account: "Personal" or the team's name. */
export const accountLabel = (copy: CurrentAccount | null) => (copy?.kind === 'team' ? copy.name : 'Personal');

/** Turning two-factor sign-in on or off (Security) lifts or brings back a team's refusal. */
export function twoFactorChanged(on: boolean) {
  const copy = currentAccount();
  if (copy) keepCurrentAccount({ ...copy, refused: copy.requireTwoFactor && !on });
}

/** The nav's account menu; its island loads when first opened (client:demand="accounts"). */
export const $accountMenu = atom(false);
export const ACCOUNT_MENU_EVENT = 'nimbus:accounts';

export function setAccountMenu(open: boolean) {
  $accountMenu.set(open);
  if (open) window.dispatchEvent(new Event(ACCOUNT_MENU_EVENT));
}
