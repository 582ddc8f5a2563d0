/**
 * Teams for the Workers-runtime tests: customers made straight in D1 (one password hash for all, so a
 * test with many members stays fast), teams created through the API, and members added to a team
 * in D1 the way an accepted invitation leaves them (the invitation routes have their own tests).
 */
import { env } from 'cloudflare:workers';
import type { Account, Team } from '../../site/shared/api/teams';
import type { AssignableRole } from '../../site/shared/domain/teams';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import { hashPassword } from '../lib/password';
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
  await env.DB.batch([
    env.DB.prepare('INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (?, ?, ?, ?)').bind(
      teamId,
      who.id,
      role,
      Date.now(),
    ),
    switchSession(teamId, who),
  ]);
}

/** Points `who`'s session at account `accountId` in D1 (the API's switch is tested on its own). */
function switchSession(accountId: string, who: Customer) {
  return env.DB.prepare('UPDATE sessions SET account_id = ? WHERE user_id = ?').bind(accountId, who.id);
}

/** A new customer who is a member of `teamId` with `role`, their session on the team. */
export async function member(teamId: string, role: AssignableRole, name?: string): Promise<Customer> {
  const who = await customer(name);
  await join(teamId, who, role);
  return who;
}

/** An owner and their new team, the owner's session on it. */
export async function ownerAndTeam(teamName?: string) {
  const owner = await customer('Ada Owner');
  const team = await createTeam(owner, teamName);
  return { owner, team };
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

/** The team's audit events as D1 holds them, oldest first. */
export async function auditEvents(teamId: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT event FROM audit_log WHERE account_id = ? ORDER BY seq')
    .bind(teamId)
    .all<{ event: string }>();
  return results.map((row) => row.event);
}
