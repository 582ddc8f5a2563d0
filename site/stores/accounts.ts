/**
 * The accounts a customer can act as (docs/decisions/accounts-and-teams.md): the list the account menu
 * shows, switching, creating a team and joining one by invitation. Each keeps the copy of the current
 * account every page reads (current-account.ts, docs/decisions/current-account-in-the-browser.md).
 */
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import { writeFlash } from '../lib/flash';
import type { Account, AccountList } from '../shared/api/accounts';
import { TEAM_PATH, teamMessages } from '../shared/api/teams-messages';
import { ACTIONS, can } from '../shared/domain/teams';
import { keepCurrentAccount } from './current-account';
import { LOADING, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

export const $accounts = loaderAtom<AccountList>();

const LOAD_FAILED = 'Failed to load your accounts';

/** What the menu and the toasts call an account. */
export const accountName = (account: Pick<Account, 'kind' | 'name'>) =>
  account.kind === 'team' ? account.name : teamMessages.personal;

/**
 * Keeps `account` as the current one: its role's actions from the permission table, and whether the
 * team's two-factor policy refuses this customer (`refused` when known, else asked of a team that
 * requires it).
 */
export async function keepAccount(account: Account, known?: boolean): Promise<void> {
  let refused = known ?? false;
  if (known === undefined && account.requireTwoFactor) {
    const status = await answer(api.GET('/api/two-factor', signedIn)).catch(() => null);
    refused = status?.ok === true && !status.data.enabled;
  }
  const { id, kind, name, role, requireTwoFactor } = account;
  const may = ACTIONS.filter((action) => can(role, action));
  keepCurrentAccount({ id, kind, name, role, requireTwoFactor, may, refused });
}

/** The menu's list; the current account's copy is refreshed from it. */
export async function loadAccounts() {
  $accounts.set(LOADING);
  await load($accounts, answer(api.GET('/api/accounts', signedIn)), (list) => list, {
    failed: LOAD_FAILED,
    exception: LOAD_FAILED,
  });
  const list = $accounts.get();
  const current = list.status === 'ready' ? list.accounts.find((account) => account.id === list.currentId) : null;
  if (current) await keepAccount(current);
}

/** Goes on in `account` (now the current one) with `message`: everything on the page belonged to the other. */
async function carryOn(account: Account, message: string, path?: string) {
  await keepAccount(account);
  writeFlash({ message, kind: 'success' });
  if (path) window.location.assign(path);
  else window.location.reload();
}

/** Switches the session to another account, then reloads the page for it (or opens `path`); false when refused. */
export async function switchAccount(accountId: string, path?: string): Promise<boolean> {
  try {
    const result = await answer(api.PUT('/api/accounts/current', { ...signedIn, body: { accountId } }));
    if (result.ok) {
      await carryOn(result.data, teamMessages.switched(accountName(result.data)), path);
      return true;
    }
    toast(result.error || 'Failed to switch accounts', 'error');
  } catch {
    toast('An error occurred while switching accounts.', 'error');
  }
  return false;
}

/** Creates a team (the session acts for it from then on) and opens its page. */
export async function createTeam(name: string): Promise<Sent<Account>> {
  const result = await answer(api.POST('/api/teams', { ...signedIn, body: { name } }));
  if (result.ok) await carryOn(result.data, teamMessages.created, TEAM_PATH);
  return result;
}

/** Joins the team of an invitation (the session acts for it from then on) and opens its page. */
export async function acceptInvitation(token: string): Promise<Sent<Account>> {
  const result = await answer(api.POST('/api/invitations/accept', { ...signedIn, body: { token } }));
  if (result.ok) await carryOn(result.data, teamMessages.joined(result.data.name), TEAM_PATH);
  return result;
}

/** After leaving or deleting the team: the personal account the session acts for again, and the page anew. */
export const backToPersonal = (account: Account, message: string) => carryOn(account, message);
