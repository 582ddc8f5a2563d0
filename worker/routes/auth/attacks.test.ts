/**
 * Sign-in under attack, from outside, through the real Worker: bursts of guesses sent at once are
 * checked no more often than the same guesses sent one after another, one IPv6 /64 is one client,
 * a stranger held at 429 does not lock the owner out, factors need a verified address, and a
 * pending two-factor set-up expires (docs/decisions/password-guess-limits.md,
 * docs/decisions/factors-need-a-verified-address.md).
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACTORS_NEED_VERIFIED_EMAIL } from '../../../site/shared/api/auth';
import { twoFactorMessages } from '../../../site/shared/api/two-factor';
import { limitOf } from '../../lib/limits';
import { api, cheaplyHashedUser, freshClient, signedInUser } from '../../test/helpers';
import {
  codeAt,
  keyOf,
  midStep,
  secondStep,
  setClock,
  setUp,
  ticketFor,
  twoFactorAccount,
} from '../../test/two-factor';
import { markVerified, verifiedUser } from '../../test/verified';

const LOGIN = limitOf(env, 'loginFailures');
const ACCOUNT = limitOf(env, 'loginFailuresAccount');
const CLIENT = limitOf(env, 'loginFailuresClient');
const MFA = limitOf(env, 'mfaFailures');
const RESET = limitOf(env, 'resetPassword');
const COUPON = limitOf(env, 'coupon');

const login = (email: string, password: string, client: Record<string, string>) =>
  api<{ token: string }>('POST', '/api/auth/login', { body: { email, password }, headers: client });

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

async function counter(key: string): Promise<number | null> {
  const row = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(key).first<{ count: number }>();
  return row?.count ?? null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bursts of guesses', () => {
  it(`40 wrong passwords sent at once from one client: ${LOGIN.limit} are checked, the rest answer 429`, async () => {
    const account = await cheaplyHashedUser();
    const client = freshClient();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(account.email, 'Wrong-pass1', client)));
    expect(statuses(answers)).toEqual({ 401: LOGIN.limit, 429: 40 - LOGIN.limit });
    // The refused ones were not charged to the account's budget from everywhere.
    expect(await counter(`login-account:${account.email}`)).toBe(LOGIN.limit);
    // The owner signs in from another client.
    expect((await login(account.email, account.password, freshClient())).status).toBe(200);
  });

  it(`40 wrong re-entered passwords sent at once: ${LOGIN.limit} are checked, and they use the sign-in's budget`, async () => {
    const user = await cheaplyHashedUser();
    const client = freshClient();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        api('PUT', '/api/profile/password', {
          token: user.token,
          body: { oldPassword: 'Wrong-pass1', newPassword: 'Moonrise2027' },
          headers: client,
        }),
      ),
    );
    const counted = statuses(answers);
    expect(counted[400]).toBe(LOGIN.limit);
    expect(counted[429]).toBe(40 - LOGIN.limit);
    // One budget with sign-in: that client cannot sign in to this account now; the owner elsewhere can.
    expect((await login(user.email, user.password, client)).status).toBe(429);
    expect((await login(user.email, user.password, freshClient())).status).toBe(200);
  });

  it(`80 wrong codes sent at once over 20 tickets, each from its own address: ${MFA.limit} are checked`, async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const tickets = await Promise.all(Array.from({ length: 20 }, () => ticketFor(account.email, account.password)));
    const answers = await Promise.all(
      tickets.flatMap((ticket) => [0, 1, 2, 3].map(() => secondStep(ticket, '000000'))),
    );
    const counted = statuses(answers);
    expect(counted[400]).toBe(MFA.limit);
    expect(counted[429]).toBe(80 - MFA.limit);
    // Even the right code is refused until the window passes.
    const refused = await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now));
    expect(refused.status).toBe(429);
  });

  it('a ticket is checked at most five times, whatever is sent at once', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const ticket = await ticketFor(account.email, account.password);
    const answers = await Promise.all(Array.from({ length: 8 }, () => secondStep(ticket, '000000')));
    const counted = statuses(answers);
    // Four answer "wrong code", the fifth wrong one locks the ticket, and the rest are refused unchecked.
    expect(counted[400]).toBe(4);
    expect(counted[429]).toBe(4);
    const locked = await secondStep(ticket, codeAt(account.key, now));
    expect(locked.body).toEqual({ success: false, error: twoFactorMessages.ticketLocked });
  });

  it('40 reset-link guesses and 70 coupon guesses sent at once are checked no more often than their limits', async () => {
    const client = freshClient();
    const links = await Promise.all(
      Array.from({ length: 40 }, () =>
        api('POST', '/api/auth/reset-password/check', { body: { token: 'x'.repeat(43) }, headers: client }),
      ),
    );
    expect(statuses(links)).toEqual({ 400: RESET.limit, 429: 40 - RESET.limit });
    const user = await signedInUser();
    const coupons = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        api('POST', '/api/coupons/validate', {
          token: user.token,
          body: { code: `GUESS${i}` },
          headers: freshClient(),
        }),
      ),
    );
    expect(statuses(coupons)).toEqual({ 404: COUPON.limit, 429: 70 - COUPON.limit });
  });
});

describe('who shares a budget', () => {
  it('40 addresses of one IPv6 /64 are one client; the next /64 is another', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const accounts = await Promise.all(Array.from({ length: 40 }, cheaplyHashedUser));
    const answers = [];
    // One wrong password for each of 40 accounts, each from another address of the /64.
    for (const [i, account] of accounts.entries()) {
      const client = { 'cf-connecting-ip': `${prefix}:${(i + 1).toString(16)}::${i + 1}` };
      answers.push(await login(account.email, 'Wrong-pass1', client));
    }
    expect(statuses(answers)).toEqual({ 401: CLIENT.limit, 429: 40 - CLIENT.limit });
    const account = await cheaplyHashedUser();
    expect((await login(account.email, account.password, { 'cf-connecting-ip': `${prefix}:ffff::1` })).status).toBe(
      429,
    );
    expect((await login(account.email, account.password, { 'cf-connecting-ip': `${prefix}1::1` })).status).toBe(200);
  });

  it(`wrong passwords from many clients stop at the account's ceiling of ${ACCOUNT.limit}`, async () => {
    const account = await cheaplyHashedUser();
    const clients = Math.ceil(ACCOUNT.limit / LOGIN.limit);
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const client = freshClient();
        for (let i = 0; i < LOGIN.limit; i++) await login(account.email, 'Wrong-pass1', client);
      }),
    );
    expect(await counter(`login-account:${account.email}`)).toBe(ACCOUNT.limit);
    const refused = await login(account.email, account.password, freshClient());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
  });

  it('a right password gives its attempt back: only wrong ones use the budget', async () => {
    const account = await cheaplyHashedUser();
    const client = freshClient();
    for (let i = 0; i < LOGIN.limit - 1; i++) await login(account.email, 'Wrong-pass1', client);
    for (let i = 0; i < 5; i++) expect((await login(account.email, account.password, client)).status).toBe(200);
    expect((await login(account.email, 'Wrong-pass1', client)).status).toBe(401);
    expect((await login(account.email, account.password, client)).status).toBe(429);
  });

  it('a lockout shows in the owner’s sign-in history once per window', async () => {
    const account = await cheaplyHashedUser();
    const attacker = freshClient();
    for (let i = 0; i < LOGIN.limit + 5; i++) await login(account.email, 'Wrong-pass1', attacker);
    const owner = await login(account.email, account.password, freshClient());
    if (!owner.body.success) throw new Error('owner could not sign in');
    const history = await api<{ signIns: { outcome: string; method: string }[] }>('GET', '/api/sign-ins', {
      token: owner.body.data.token,
    });
    if (!history.body.success) throw new Error('no history');
    const outcomes = history.body.data.signIns.map((entry) => entry.outcome);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'failure')).toHaveLength(LOGIN.limit);
    expect(outcomes[0]).toBe('success');
  });
});

describe('factors need a verified address', () => {
  it.each([
    ['POST', '/api/two-factor/setup', { password: 'Sunrise2026' }],
    ['POST', '/api/two-factor/enable', { code: '123456' }],
    ['POST', '/api/passkeys/options', { password: 'Sunrise2026' }],
  ])('%s %s answers 403 for an unverified address, and works once it is verified', async (method, path, body) => {
    const user = await signedInUser();
    const refused = await api(method, path, { token: user.token, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: FACTORS_NEED_VERIFIED_EMAIL });
    expect(
      await env.DB.prepare('SELECT 1 FROM two_factor t JOIN users u ON u.id = t.user_id WHERE u.email = ?')
        .bind(user.email)
        .first(),
    ).toBeNull();
    await markVerified(user.email);
    const allowed = await api(method, path, { token: user.token, body });
    // With the address verified, the route runs: the enable step then only misses a set-up begun.
    expect(allowed.status).toBe(path.endsWith('/enable') ? 409 : 200);
  });
});

describe('a pending two-factor set-up', () => {
  it('expires after 15 minutes: a right code then asks to start again', async () => {
    const start = setClock(midStep());
    const user = await verifiedUser();
    const setup = await setUp(user.token, user.password);
    if (!setup.body.success) throw new Error('setup failed');
    const later = setClock(start + 15 * 60_000);
    const res = await api('POST', '/api/two-factor/enable', {
      token: user.token,
      body: { code: codeAt(keyOf(setup.body.data.secret), later) },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: twoFactorMessages.noEnrolment });
  });
});
