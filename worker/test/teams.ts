/**
 * Teams for the Workers-runtime tests: customers made straight in D1 (one password hash for all, so a
 * test with many members stays fast), teams created through the API, and members added to a team
 * in D1 the way an accepted invitation leaves them (the invitation routes have their own tests).
 * Invitation requests live in ./invitations.ts.
 */
import { env } from 'cloudflare:workers';
import type { Account } from '../../site/shared/api/accounts';
import type { Team } from '../../site/shared/api/teams';
import type { AssignableRole } from '../../site/shared/domain/teams';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import { hashPassword } from '../lib/password';
import { hashToken } from '../lib/tokens';
import { api, freshClient, strongPassword, uniqueEmail } from './helpers';

export type Customer = { id: string; name: string; email: string; password: string; token: string };

let passwordHash: Promise<string> | undefined;

/** A verified customer with password `strongPassword`, signed in (a session of their own). */
export async function customer(name = 'Grace Hopper'): Promise<Customer> {
  passwordHash ??= hashPassword(strongPassword);
  const id = crypto.randomUUID();
  const email = uniqueEmail('team');
  const now = Date.now();
  await env.DB.prepare(
    'INSERT INTO users (id, name, email, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, name, email, await passwordHash, now, now, now)
    .run();
  const { token } = await createSession(getDb(env.DB), id, false, { userAgent: null });
  return { id, name, email, password: strongPassword, token };
}

/** Creates a team through the API as `owner` (whose session then acts for it); answers its account. */
export async function createTeam(owner: { token: string }, name = 'Analytical Engines'): Promise<Account> {
  const res = await api<Account>('POST', '/api/teams', { token: owner.token, body: { name }, headers: freshClient() });
  if (res.status !== 201 || !res.body.success) throw new Error(`team: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Makes `who` a member of team `teamId` with `role` and points their session at the team. */
export async function join(teamId: string, who: Customer, role: AssignableRole): Promise<void> {
  await env.DB.prepare('INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (?, ?, ?, ?)')
    .bind(teamId, who.id, role, Date.now())
    .run();
  await actAs(who, teamId);
}

/** Points a session at `accountId` (null: the personal account) in D1, as switching would. */
export async function actAs(who: { token: string }, accountId: string | null): Promise<void> {
  await env.DB.prepare('UPDATE sessions SET account_id = ? WHERE token_hash = ?')
    .bind(accountId, await hashToken(who.token))
    .run();
}

/** A new customer who is a member of `teamId` with `role`, their session on the team. */
export async function member(teamId: string, role: AssignableRole, name?: string): Promise<Customer> {
  const who = await customer(name);
  await join(teamId, who, role);
  return who;
}

/** An owner and their new team, the owner's session on it. */
export async function ownerAndTeam(teamName?: string, ownerName = 'Ada Owner') {
  const owner = await customer(ownerName);
  const team = await createTeam(owner, teamName);
  return { owner, team };
}

/** The same as one record: the team's id and name with its owner (named Ada Lovelace). */
export async function team(name?: string): Promise<{ id: string; name: string; owner: Customer }> {
  const made = await ownerAndTeam(name, 'Ada Lovelace');
  return { id: made.team.id, name: made.team.name, owner: made.owner };
}

export const readTeam = (token: string) => api<Team>('GET', '/api/team', { token });

/** Requests that write carry a client address of their own (per-client limits never mix tests). */
export const write = <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) =>
  api<T>(method, path, { token, headers: freshClient(), ...(body === undefined ? {} : { body }) });

/** A member's role in a team as D1 holds it (none: not a member). */
export async function roleIn(teamId: string, userId: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT role FROM memberships WHERE account_id = ? AND user_id = ?')
    .bind(teamId, userId)
    .first<{ role: string }>();
  return row?.role ?? null;
}

/** The account each session of `userId` acts for (null: the personal one). */
export async function sessionAccounts(userId: string): Promise<(string | null)[]> {
  const { results } = await env.DB.prepare('SELECT account_id FROM sessions WHERE user_id = ?')
    .bind(userId)
    .all<{ account_id: string | null }>();
  return results.map((row) => row.account_id);
}

/** The account one session acts for (null: the personal one). */
export async function sessionAccount(token: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT account_id FROM sessions WHERE token_hash = ?')
    .bind(await hashToken(token))
    .first<{ account_id: string | null }>();
  return row?.account_id ?? null;
}

/** The team's audit events as D1 holds them, oldest first. */
export async function auditEvents(teamId: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT event FROM audit_log WHERE account_id = ? ORDER BY seq')
    .bind(teamId)
    .all<{ event: string }>();
  return results.map((row) => row.event);
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
