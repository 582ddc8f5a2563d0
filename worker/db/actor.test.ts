/**
 * The signed-in builder's promises: a customer's write needs the request's Actor (the type system
 * refuses a plain id or bare SQL in its place, checked by `tsc` through the @ts-expect-error lines),
 * and the guard it carries is checked again in a later batch of the same request.
 */
import { env } from 'cloudflare:workers';
import { and, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/helpers';
import { signedInAs } from '../test/signed-in-as';
import { type Actor, guardAnd, type WriteGuard } from './actor';
import { getDb } from './client';
import { updateProfile, userById } from './users';

const fields = { name: 'Mallory', companyName: '', address: '', phoneNumber: '' };

async function accountId(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error('no account');
  return row.id;
}

describe('the signed-in builder', () => {
  it('does not let a write for a customer be built from an id or bare SQL', () => {
    const db = getDb(env.DB);
    // @ts-expect-error a write takes the request's Actor, not a customer id
    updateProfile(db, 'a-customer-id', fields);
    // @ts-expect-error an Actor cannot be put together from plain SQL
    const forged: Actor = { user: sql`'a-customer-id'`, guard: sql`1` };
    // @ts-expect-error a read takes an id or the request's user, not any SQL
    userById(db, sql`'a-customer-id'`);
    expect(forged.user).toBeDefined();
  });

  it('keeps a guard narrowed by more conditions a guard (guardAnd), and a narrowed false guard writes nothing', async () => {
    const account = await signUp({ name: 'Ada Lovelace' });
    const id = await accountId(account.email);
    const signedIn = await signedInAs(id, ['profileWrite']);
    const { actor } = signedIn;
    // @ts-expect-error drizzle's and() answers plain SQL, which is no guard
    const plain: WriteGuard = and(actor.guard, sql`1 = 0`);
    const narrowed: Actor = { ...actor, guard: guardAnd(actor.guard, sql`1 = 0`) };
    const [written] = await signedIn.runNext([updateProfile(getDb(env.DB), narrowed, fields)]);
    expect(written).toEqual([]);
    expect(plain).toBeDefined();
    const row = await env.DB.prepare('SELECT name FROM users WHERE id = ?').bind(id).first<{ name: string }>();
    expect(row?.name).toBe('Ada Lovelace');
  });

  it('checks the guard again in a later batch: a session revoked in between writes nothing', async () => {
    const account = await signUp({ name: 'Grace Hopper' });
    const id = await accountId(account.email);
    const signedIn = await signedInAs(id, ['profileWrite']);
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?')
      .bind(Date.now(), signedIn.tokenHash)
      .run();
    const [written] = await signedIn.runNext([updateProfile(getDb(env.DB), signedIn.actor, fields)]);
    expect(written).toEqual([]);
    const row = await env.DB.prepare('SELECT name FROM users WHERE id = ?').bind(id).first<{ name: string }>();
    expect(row?.name).toBe('Grace Hopper');
  });
});
