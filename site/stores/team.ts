/**
 * The Team page's team (docs/decisions/accounts-and-teams.md): its name, policy, members and the
 * customer's role, and what owners and admins change there. The page first reads the accounts (never
 * refused): on the personal account, or refused by the team's two-factor policy, it asks for no team
 * data the API would answer 409 or 403.
 */
import { atom } from 'nanostores';
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import type { Account } from '../shared/api/accounts';
import type { Member, Team } from '../shared/api/teams';
import { teamMessages } from '../shared/api/teams-messages';
import type { AssignableRole } from '../shared/domain/teams';
import { backToPersonal, keepAccount, loadAccounts } from './accounts';
import { currentAccount } from './current-account';
import { LOADING, type Loaded, load } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

export type TeamState =
  | Loaded<{ team: Team }>
  /** The session acts for the personal account: there is no team to show. */
  | { status: 'personal' }
  /** The team requires two-factor sign-in, which this customer has off. */
  | { status: 'refused'; name: string };

export const $team = atom<TeamState>(LOADING);

const LOAD_FAILED = 'Failed to load your team';
const LOAD_EXCEPTION = 'An error occurred while loading your team.';
let started = false;

/** Reads the current account, then the team when there is one this customer may see. */
export async function loadTeam() {
  started = true;
  $team.set(LOADING);
  await loadAccounts();
  const copy = currentAccount();
  if (!copy) {
    $team.set({ status: 'error', message: LOAD_FAILED });
    return;
  }
  if (copy.kind === 'personal') return $team.set({ status: 'personal' });
  if (copy.refused) return $team.set({ status: 'refused', name: copy.name });
  await load($team, answer(api.GET('/api/team', signedIn)), (team) => ({ team }), {
    failed: LOAD_FAILED,
    exception: LOAD_EXCEPTION,
  });
}

/** For the page's later islands: the team, loaded once by whichever asks first. */
export function ensureTeam() {
  if (!started) void loadTeam();
}

/** Shows `team` as answered, and keeps the current account's copy in step (a rename, a transfer). */
function show(team: Team) {
  $team.set({ status: 'ready', team });
  const { id, name, role, requireTwoFactor } = team;
  // The team answered, so its policy does not refuse this customer.
  void keepAccount({ id, kind: 'team', name, role, requireTwoFactor }, false);
}

function withMembers(update: (members: Member[]) => Member[]) {
  const state = $team.get();
  if (state.status === 'ready')
    $team.set({ status: 'ready', team: { ...state.team, members: update(state.team.members) } });
}

/** A button's call: its answer, or a toast saying why it failed. */
async function act<T>(request: Promise<Sent<T>>, fallback: string): Promise<T | null> {
  try {
    const result = await request;
    if (result.ok) return result.data;
    toast(result.error || fallback, 'error');
  } catch {
    toast(LOAD_EXCEPTION, 'error');
  }
  return null;
}

export async function renameTeam(name: string): Promise<Sent<Team>> {
  const result = await answer(api.PATCH('/api/team', { ...signedIn, body: { name } }));
  if (result.ok) {
    show(result.data);
    toast(teamMessages.renamed, 'success');
  }
  return result;
}

/** The member a call names, as its path's `{userId}`. */
const memberPath = (member: Member) => ({ params: { path: { userId: member.userId } } });

export async function changeRole(member: Member, role: AssignableRole): Promise<boolean> {
  const changed = await act(
    answer(api.PATCH('/api/team/members/{userId}', { ...signedIn, ...memberPath(member), body: { role } })),
    'Failed to change the role',
  );
  if (!changed) return false;
  withMembers((members) => members.map((one) => (one.userId === changed.userId ? changed : one)));
  toast(teamMessages.roleChanged, 'success');
  return true;
}

export async function removeMember(member: Member): Promise<boolean> {
  const team = await act(
    answer(api.DELETE('/api/team/members/{userId}', { ...signedIn, ...memberPath(member) })),
    'Failed to remove the member',
  );
  if (!team) return false;
  show(team);
  toast(teamMessages.removed, 'success');
  return true;
}

export async function setTwoFactorPolicy(required: boolean): Promise<Sent<Team>> {
  const result = await answer(api.PUT('/api/team/two-factor-policy', { ...signedIn, body: { required } }));
  if (result.ok) {
    show(result.data);
    toast(required ? teamMessages.policyOn : teamMessages.policyOff, 'success');
  }
  return result;
}

/** Leaving (anyone but the owner, even while refused by the policy): the page reloads on the personal account. */
export async function leaveTeam(): Promise<boolean> {
  const personal = await act(answer(api.POST('/api/team/leave', signedIn)), 'Failed to leave the team');
  if (personal) await backToPersonal(personal, teamMessages.left);
  return personal !== null;
}

export type OwnerConfirm = { password: string; code?: string };

export async function transferOwnership(userId: string, confirm: OwnerConfirm): Promise<Sent<Team>> {
  const result = await answer(api.POST('/api/team/transfer', { ...signedIn, body: { userId, ...confirm } }));
  if (result.ok) {
    show(result.data);
    toast(teamMessages.transferred, 'success');
  }
  return result;
}

/** Deleting the team (refused while an invoice is unpaid): the page reloads on the personal account. */
export async function deleteTeam(confirm: OwnerConfirm): Promise<Sent<Account>> {
  const result = await answer(api.DELETE('/api/team', { ...signedIn, body: confirm }));
  if (result.ok) await backToPersonal(result.data, teamMessages.deleted);
  return result;
}
