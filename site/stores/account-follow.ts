/**
 * The site follows the account each signed-in answer names (`Nimbus-Account`,
 * docs/decisions/the-api-names-the-account.md): when it is another account than the one the site shows
 * (the customer was removed from the team, or switched in another browser), the copy of the current
 * account is read again, so the account menu and the pages say which account the API answers for.
 */
import { currentAccount } from './current-account';
import { $session } from './session';

/** The account the site shows: the copy's, else the personal one, whose id is the user's. */
export const shownAccount = (): string | null => currentAccount()?.id ?? $session.get()?.user.id ?? null;

/**
 * How the copy is read again: the nav gives `loadAccounts` (stores/accounts.ts), imported on first use.
 * It is handed in because that store's own calls are signed-in ones, which lead here.
 */
let reload: (() => Promise<void>) | null = null;
export const reloadAccountsWith = (load: () => Promise<void>) => {
  reload = load;
};

let following: Promise<void> | null = null;

/**
 * Reads the copy again when `named` (an answer's header) is not the account shown; one read at a time,
 * so the answers of that read (and of calls already on their way) do not start another.
 */
export function followAccount(named: string | null): Promise<void> | null {
  if (!named || !reload || following || named === shownAccount()) return following;
  following = reload().finally(() => {
    following = null;
  });
  return following;
}
