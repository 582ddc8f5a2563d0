/**
 * API tokens across accounts (docs/decisions/api-tokens.md): only a verified address makes one; a
 * password reset ends them all; the Security page lists them in every account; owners and admins see
 * and revoke their team's; leaving or removal ends a member's for good; at most 50 live per account;
 * revoked and expired ones go 30 days later; a token's use is recorded.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { teamErrors } from '../../site/shared/api/teams';
import {
  type ApiToken,
  MAX_LIVE_TOKENS,
  type OwnApiToken,
  type TeamApiToken,
  tokenErrors,
} from '../../site/shared/api/tokens';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import { TOKEN_KEPT_MS } from '../db/api-tokens';
import { hashToken } from '../lib/tokens';
import { cleanUp } from '../scheduled';
import { callWorker } from '../test/direct';
import { api, freshClient } from '../test/helpers';
import { tokenFrom, waitForMail } from '../test/mail';
import { type Customer, createTeam, customer, join, member, ownerAndTeam, write } from '../test/teams';

type Made = { token: string; details: ApiToken };

const create = (who: { token: string }, scopes: TokenScope[] = ['orders:read'], name = 'CI deploys') =>
  api<Made>('POST', '/api/tokens', {
    token: who.token,
    body: { name, scopes, expiresInDays: 30 },
    headers: freshClient(),
  });

async function made(who: { token: string }, scopes?: TokenScope[], name?: string): Promise<Made> {
  const res = await create(who, scopes, name);
  if (!res.body.success) throw new Error(`token: ${res.status} ${res.body.error}`);
  return res.body.data;
}

const readsOrders = async (token: string) => (await api('GET', '/api/orders', { token })).status;

describe('making a token needs a verified address', () => {
  it('answers 403 and keeps nothing for an address nobody verified', async () => {
    const ada = await customer();
    await env.DB.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').bind(ada.id).run();
    const res = await create(ada);
    expect(res).toMatchObject({ status: 403, body: { error: tokenErrors.unverified } });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM api_tokens WHERE user_id = ?').bind(ada.id).first();
    expect(rows).toEqual({ n: 0 });
  });
});

describe('a password reset', () => {
  it('ends every API token the person made, in every account, and the mail says so', async () => {
    const { owner } = await ownerAndTeam('Reset team');
    const inTeam = await made(owner);
    await write('PUT', '/api/accounts/current', owner.token, { accountId: owner.id });
    const personal = await made(owner);
    expect(await readsOrders(inTeam.token)).toBe(200);
    expect(await readsOrders(personal.token)).toBe(200);
    expect(
      (await api('POST', '/api/auth/forgot-password', { body: { email: owner.email }, headers: freshClient() })).status,
    ).toBe(200);
    const link = tokenFrom(await waitForMail(owner.email, 'password-reset'), '/reset-password');
    const reset = await api('POST', '/api/auth/reset-password', {
      body: { token: link, password: 'Moonrise2027' },
      headers: freshClient(),
    });
    expect(reset.status).toBe(200);
    expect(await readsOrders(inTeam.token)).toBe(401);
    expect(await readsOrders(personal.token)).toBe(401);
    const mail = await waitForMail(owner.email, 'password-changed');
    expect(mail.text).toContain('every API token you made, in every account, has been ended');
  });
});

describe('seeing and revoking tokens', () => {
  it('the Security page lists every live token the person made in every account', async () => {
    const { owner, team } = await ownerAndTeam('Listed team');
    await made(owner, ['orders:read'], 'Team reader');
    const revoked = await made(owner, ['orders:read'], 'Gone');
    await write('DELETE', `/api/tokens/${revoked.details.id}`, owner.token);
    await write('PUT', '/api/accounts/current', owner.token, { accountId: owner.id });
    await made(owner, ['orders:read'], 'Personal reader');
    const res = await api<{ tokens: OwnApiToken[] }>('GET', '/api/tokens/all', { token: owner.token });
    if (!res.body.success) throw new Error(res.body.error);
    const listed = res.body.data.tokens.map((token) => [token.name, token.account.kind, token.account.name]);
    expect(listed).toEqual([
      ['Personal reader', 'personal', ''],
      ['Team reader', 'team', team.name],
    ]);
  });

  it("owners and admins see and revoke every member's token; members cannot", async () => {
    const { owner, team } = await ownerAndTeam('Overseen team');
    const admin = await member(team.id, 'admin');
    const dev = await member(team.id, 'member', 'Dev Eloper');
    const devToken = await made(dev, ['orders:read'], 'Dev laptop');
    for (const who of [owner, admin]) {
      const res = await api<{ tokens: TeamApiToken[] }>('GET', '/api/team/tokens', { token: who.token });
      expect(res.body).toMatchObject({
        success: true,
        data: { tokens: [{ id: devToken.details.id, name: 'Dev laptop', maker: { id: dev.id, name: 'Dev Eloper' } }] },
      });
    }
    const refused = await api('GET', '/api/team/tokens', { token: dev.token });
    expect(refused).toMatchObject({ status: 403, body: { error: teamErrors.forbidden } });
    expect((await write('DELETE', `/api/team/tokens/${devToken.details.id}`, dev.token)).status).toBe(403);
    expect(await readsOrders(devToken.token)).toBe(200);
    const revoked = await write('DELETE', `/api/team/tokens/${devToken.details.id}`, admin.token);
    expect(revoked).toMatchObject({ status: 200, body: { data: { status: 'revoked' } } });
    expect(await readsOrders(devToken.token)).toBe(401);
    const other = await ownerAndTeam('Another team');
    expect((await write('DELETE', `/api/team/tokens/${devToken.details.id}`, other.owner.token)).status).toBe(404);
  });
});

describe('leaving or removal', () => {
  it.each(['left', 'removed'] as const)(
    'a member who %s loses the tokens they made, even when invited again',
    async (how) => {
      const { owner, team } = await ownerAndTeam(`Tokens ${how}`);
      const dev: Customer = await member(team.id, 'member');
      const devToken = await made(dev);
      if (how === 'left') expect((await write('POST', '/api/team/leave', dev.token)).status).toBe(200);
      else expect((await write('DELETE', `/api/team/members/${dev.id}`, owner.token)).status).toBe(200);
      const kept = await env.DB.prepare('SELECT count(*) AS n FROM api_tokens WHERE id = ?')
        .bind(devToken.details.id)
        .first();
      expect(kept).toEqual({ n: 0 });
      await join(team.id, dev, 'member');
      expect(await readsOrders(devToken.token)).toBe(401);
    },
  );
});

describe('the cap and the clean-up', () => {
  it(`allows at most ${MAX_LIVE_TOKENS} live tokens per person per account`, async () => {
    const ada = await customer();
    const now = Date.now();
    const insert = env.DB.prepare(
      'INSERT INTO api_tokens (id, account_id, user_id, name, token_hash, hint, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const rows = [];
    for (let i = 0; i < MAX_LIVE_TOKENS - 1; i++) {
      rows.push(
        insert.bind(
          crypto.randomUUID(),
          ada.id,
          ada.id,
          `t${i}`,
          await hashToken(`t${i}${ada.id}`),
          'abcd',
          ' orders:read ',
          now,
          now + 86_400_000,
        ),
      );
    }
    // An expired and a revoked token do not count.
    rows.push(
      insert.bind(
        crypto.randomUUID(),
        ada.id,
        ada.id,
        'old',
        await hashToken(`old${ada.id}`),
        'abcd',
        ' orders:read ',
        now - 10,
        now - 1,
      ),
    );
    await env.DB.batch(rows);
    expect((await create(ada)).status).toBe(201);
    const res = await create(ada);
    expect(res).toMatchObject({ status: 409, body: { error: tokenErrors.tooMany(MAX_LIVE_TOKENS) } });
    // Another account of the same person has room of its own.
    await createTeam(ada, 'Room');
    expect((await create(ada)).status).toBe(201);
  });

  it('deletes revoked and expired tokens 30 days later in the hourly run', async () => {
    const ada = await customer();
    const now = Date.now();
    const day = 86_400_000;
    const insert = env.DB.prepare(
      'INSERT INTO api_tokens (id, account_id, user_id, name, token_hash, hint, scopes, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const rows: [string, number, number | null][] = [
      ['revoked-long-ago', now + day, now - TOKEN_KEPT_MS - day],
      ['revoked-lately', now + day, now - TOKEN_KEPT_MS + day],
      ['expired-long-ago', now - TOKEN_KEPT_MS - day, null],
      ['expired-lately', now - day, null],
      ['live', now + day, null],
    ];
    await env.DB.batch(
      await Promise.all(
        rows.map(async ([name, expiresAt, revokedAt]) =>
          insert.bind(
            crypto.randomUUID(),
            ada.id,
            ada.id,
            name,
            await hashToken(name + ada.id),
            'abcd',
            ' orders:read ',
            now - 60 * day,
            expiresAt,
            revokedAt,
          ),
        ),
      ),
    );
    await cleanUp(env.DB, now);
    const left = await env.DB.prepare('SELECT name FROM api_tokens WHERE user_id = ? ORDER BY name')
      .bind(ada.id)
      .all<{ name: string }>();
    expect(left.results.map((row) => row.name)).toEqual(['expired-lately', 'live', 'revoked-lately']);
  });
});

describe("a token's last use", () => {
  it('is recorded when the token is used, also in its first minutes', async () => {
    const ada = await customer();
    const { token, details } = await made(ada);
    expect((await callWorker('GET', '/api/orders', { token })).status).toBe(200);
    const res = await api<{ tokens: ApiToken[] }>('GET', '/api/tokens', { token: ada.token });
    if (!res.body.success) throw new Error(res.body.error);
    const [listed] = res.body.data.tokens;
    expect(listed?.id).toBe(details.id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });
});
