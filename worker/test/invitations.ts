/**
 * Test helpers for invitations: a team made in D1 with its owner signed in and acting for it, members
 * with a role, invitations sent through the API, and the token read back from the mailed link.
 */
import { env } from 'cloudflare:workers';
import type { Invitation } from '../../site/shared/api/teams';
import type { Role } from '../../site/shared/domain/teams';
import type { LimitVars } from '../lib/limits';
import type { OutgoingMail } from '../lib/mail';
import { hashToken } from '../lib/tokens';
import { callWorker } from './direct';
import { api, freshClient, logIn, signUp, userIdOf } from './helpers';
import { markVerified } from './verified';

export type Person = { name: string; email: string; password: string; token: string; id: string };
export type Team = { id: string; name: string; owner: Person };

/** Makes the session act for `accountId` (null: the personal account), as switching would. */
export async function actAs(person: { token: string }, accountId: string | null): Promise<void> {
  await env.DB.prepare('UPDATE sessions SET account_id = ? WHERE token_hash = ?')
    .bind(accountId, await hashToken(person.token))
    .run();
}

/** A signed-in customer with a verified address. */
export async function person(name = 'Ada Lovelace'): Promise<Person> {
  const user = await signUp({ name });
  await markVerified(user.email);
  return { ...user, token: await logIn(user.email), id: await userIdOf(user.email) };
}

/** A team whose owner is signed in and acting for it. */
export async function team(name = 'Analytical Engines'): Promise<Team> {
  const owner = await person('Ada Lovelace');
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO accounts (id, kind, name, created_at) VALUES (?, 'team', ?, ?)").bind(id, name, now),
    env.DB.prepare("INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (?, ?, 'owner', ?)").bind(
      id,
      owner.id,
      now,
    ),
  ]);
  await actAs(owner, id);
  return { id, name, owner };
}

/** A new customer who is a member of `team` with `role`, signed in and acting for it. */
export async function member(team: Team, role: Exclude<Role, 'owner'>, name = 'Grace Hopper'): Promise<Person> {
  const someone = await person(name);
  await env.DB.prepare('INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (?, ?, ?, ?)')
    .bind(team.id, someone.id, role, Date.now())
    .run();
  await actAs(someone, team.id);
  return someone;
}

export const invite = (token: string, email: string, role = 'member') =>
  api<Invitation>('POST', '/api/team/invitations', { token, body: { email, role }, headers: freshClient() });

/** The same, with Worker vars (limits) set for this request. */
export const inviteWith = (vars: LimitVars, token: string, email: string, role = 'member') =>
  callWorker<Invitation>('POST', '/api/team/invitations', { token, body: { email, role }, vars });

export const listInvitations = (token: string) =>
  api<{ invitations: Invitation[] }>('GET', '/api/team/invitations', { token });

export const preview = (token: string) =>
  api<Record<string, string>>('POST', '/api/invitations/preview', { body: { token }, headers: freshClient() });

export const accept = (sessionToken: string, token: string) =>
  api<Record<string, unknown>>('POST', '/api/invitations/accept', { token: sessionToken, body: { token } });

/** The token of a mailed invitation link (`/invitation#token=…`). */
export function invitationTokenFrom(mail: OutgoingMail): string {
  const match = /http:\/\/nimbus\.test\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No invitation link in: ${mail.text}`);
  return match[1];
}

/** The account a session acts for (null: the personal one). */
export async function sessionAccount(token: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT account_id FROM sessions WHERE token_hash = ?')
    .bind(await hashToken(token))
    .first<{ account_id: string | null }>();
  return row?.account_id ?? null;
}

/** The team's audit entries of `event`, oldest first. */
export async function auditOf(teamId: string, event: string) {
  const { results } = await env.DB.prepare(
    'SELECT event, actor_email, target, detail FROM audit_log WHERE account_id = ? AND event = ? ORDER BY seq',
  )
    .bind(teamId, event)
    .all<{ event: string; actor_email: string; target: string; detail: string }>();
  return results.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, string> }));
}
