/**
 * API tokens (docs/decisions/api-tokens.md): made with a browser session, shown once, kept as a hash;
 * a token acts for its account within its scopes and its maker's current role, checked on every
 * request; a malformed one is refused before any read; account security never takes one.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { teamErrors } from '../../site/shared/api/teams-messages';
import type { ApiToken } from '../../site/shared/api/tokens';
import { tokenErrors } from '../../site/shared/api/tokens-messages';
import { TOKEN_PATTERN, type TokenScope } from '../../site/shared/domain/api-tokens';
import { hashToken } from '../lib/tokens';
import { runSeed } from '../test/catalog';
import { PRO_ANNUAL } from '../test/checkout';
import { newTrace } from '../test/counting-d1';
import { callWorker } from '../test/direct';
import { api, freshClient } from '../test/helpers';
import { waitForMail } from '../test/mail';
import { type Customer, customer, member, ownerAndTeam } from '../test/teams';

type Made = { token: string; details: ApiToken };

async function makeToken(who: { token: string }, scopes: TokenScope[], expiresInDays = 30): Promise<Made> {
  const res = await api<Made>('POST', '/api/tokens', {
    token: who.token,
    body: { name: 'CI deploys', scopes, expiresInDays },
    headers: freshClient(),
  });
  if (res.status !== 201 || !res.body.success) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const withToken = (token: string, method: string, path: string, body?: unknown) =>
  api(method, path, { token, body, headers: freshClient() });

describe('making a token', () => {
  it('answers the token once, keeps only its hash, lists it and mails its maker', async () => {
    const ada: Customer = await customer('Ada Lovelace');
    const { token, details } = await makeToken(ada, ['orders:read', 'cart:read']);
    expect(token).toMatch(TOKEN_PATTERN);
    expect(details).toMatchObject({ name: 'CI deploys', scopes: ['cart:read', 'orders:read'], status: 'active' });
    expect(details.hint).toBe(token.slice(-4));
    const stored = await env.DB.prepare('SELECT token_hash, scopes FROM api_tokens WHERE id = ?')
      .bind(details.id)
      .first<{ token_hash: string; scopes: string }>();
    expect(stored).toEqual({ token_hash: await hashToken(token), scopes: ' cart:read orders:read ' });
    const listed = await api<{ tokens: ApiToken[] }>('GET', '/api/tokens', { token: ada.token });
    expect(listed.body).toMatchObject({ success: true, data: { tokens: [{ id: details.id, lastUsedAt: null }] } });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const mail = await waitForMail(ada.email, 'api-token-created');
    expect(mail.text).toContain('CI deploys');
    expect(mail.text).not.toContain(token);
  });

  it('refuses a scope the role cannot use', async () => {
    const { team } = await ownerAndTeam('Scoped');
    const viewer = await member(team.id, 'viewer');
    const res = await api('POST', '/api/tokens', {
      token: viewer.token,
      body: { name: 'Reader', scopes: ['orders:read', 'cart:write'], expiresInDays: 7 },
      headers: freshClient(),
    });
    expect(res).toMatchObject({ status: 403, body: { error: tokenErrors.scopeBeyondRole('cart:write') } });
    expect((await makeToken(viewer, ['orders:read'], 7)).details.scopes).toEqual(['orders:read']);
  });

  it('refuses bad input with 400', async () => {
    const ada = await customer();
    for (const body of [
      { name: '', scopes: ['orders:read'], expiresInDays: 30 },
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['admin:all'], expiresInDays: 30 },
      { name: 'x', scopes: ['orders:read'], expiresInDays: 31 },
    ]) {
      expect((await api('POST', '/api/tokens', { token: ada.token, body, headers: freshClient() })).status).toBe(400);
    }
  });
});

describe('a request with a token', () => {
  it('acts within its scopes', async () => {
    await runSeed();
    const ada = await customer();
    const { token } = await makeToken(ada, ['cart:read']);
    expect((await withToken(token, 'GET', '/api/cart')).status).toBe(200);
    const write = await withToken(token, 'POST', '/api/cart/add', PRO_ANNUAL);
    expect(write).toMatchObject({ status: 403, body: { error: tokenErrors.missingScope('cart:write') } });
    expect((await api('GET', '/api/cart', { token: ada.token })).body).toEqual({
      success: true,
      data: { items: [], tax: null, accountId: ada.id },
    });
    const writer = await makeToken(ada, ['cart:write', 'cart:read']);
    expect((await withToken(writer.token, 'POST', '/api/cart/add', PRO_ANNUAL)).status).toBe(200);
  });

  it('checks a coupon code with cart:read, as the cart does before checkout', async () => {
    await runSeed();
    const ada = await customer();
    const reader = await makeToken(ada, ['cart:read']);
    expect(await withToken(reader.token, 'POST', '/api/coupons/validate', { code: 'welcome10' })).toMatchObject({
      status: 200,
      body: { success: true, data: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 } },
    });
    const other = await makeToken(ada, ['orders:read']);
    expect(await withToken(other.token, 'POST', '/api/coupons/validate', { code: 'WELCOME10' })).toMatchObject({
      status: 403,
      body: { error: tokenErrors.missingScope('cart:read') },
    });
  });

  it('is refused by its check characters before any read', async () => {
    const ada = await customer();
    const { token } = await makeToken(ada, ['cart:read']);
    const last = token.at(-1) === 'a' ? 'b' : 'a';
    const typo = `${token.slice(0, -1)}${last}`;
    const trace = newTrace();
    const res = await callWorker('GET', '/api/cart', { token: typo, trace });
    expect(res).toMatchObject({ status: 401, body: { error: tokenErrors.malformed } });
    expect(trace.trips).toBe(0);
  });

  it('never reaches account security, tokens or team membership', async () => {
    const ada = await customer();
    const { token } = await makeToken(ada, ['orders:read', 'cart:read', 'billing:read']);
    for (const [method, path, body] of [
      ['GET', '/api/profile'],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'x', scopes: ['orders:read'], expiresInDays: 7 }],
      ['GET', '/api/sessions'],
      ['GET', '/api/accounts'],
      ['POST', '/api/teams', { name: 'Sneaky' }],
      ['GET', '/api/two-factor'],
    ] as const) {
      const res = await withToken(token, method, path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 401,
        body: { success: false, error: tokenErrors.sessionOnly },
      });
    }
  });

  it('stops when revoked or expired', async () => {
    const ada = await customer();
    const revoked = await makeToken(ada, ['cart:read']);
    const gone = await api('DELETE', `/api/tokens/${revoked.details.id}`, { token: ada.token, headers: freshClient() });
    expect(gone).toMatchObject({ status: 200, body: { data: { status: 'revoked' } } });
    expect(await withToken(revoked.token, 'GET', '/api/cart')).toMatchObject({
      status: 401,
      body: { error: tokenErrors.expired },
    });
    const expired = await makeToken(ada, ['cart:read'], 7);
    await env.DB.prepare('UPDATE api_tokens SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, expired.details.id)
      .run();
    expect((await withToken(expired.token, 'GET', '/api/cart')).status).toBe(401);
  });

  it("acts within its maker's current role, and stops when they leave the team", async () => {
    const { owner, team } = await ownerAndTeam('Role-capped');
    const dev = await member(team.id, 'member');
    const { token } = await makeToken(dev, ['cart:read', 'orders:read']);
    expect((await withToken(token, 'GET', '/api/cart')).status).toBe(200);
    await api('PATCH', `/api/team/members/${dev.id}`, {
      token: owner.token,
      body: { role: 'viewer' },
      headers: freshClient(),
    });
    expect(await withToken(token, 'GET', '/api/cart')).toMatchObject({
      status: 403,
      body: { error: teamErrors.forbidden },
    });
    expect((await withToken(token, 'GET', '/api/orders')).status).toBe(200);
    await api('POST', '/api/team/leave', { token: dev.token, headers: freshClient() });
    // Leaving deletes the tokens made for the team (tokens-trust.test.ts has the rest).
    expect(await withToken(token, 'GET', '/api/orders')).toMatchObject({
      status: 401,
      body: { error: tokenErrors.expired },
    });
  });

  it("acts for the token's account, whatever account its maker's browser is on", async () => {
    await runSeed();
    const { owner, team } = await ownerAndTeam('Token team');
    const { token } = await makeToken(owner, ['cart:read', 'cart:write']);
    await api('PUT', '/api/accounts/current', {
      token: owner.token,
      body: { accountId: owner.id },
      headers: freshClient(),
    });
    expect((await withToken(token, 'POST', '/api/cart/add', PRO_ANNUAL)).status).toBe(200);
    const teamCart = await env.DB.prepare('SELECT count(*) AS n FROM cart_items WHERE account_id = ?')
      .bind(team.id)
      .first<{ n: number }>();
    expect(teamCart?.n).toBe(1);
    expect((await api('GET', '/api/cart', { token: owner.token })).body).toEqual({
      success: true,
      data: { items: [], tax: null, accountId: owner.id },
    });
  });

  it('counts every request against its own limit, sent at once', async () => {
    const ada = await customer();
    const { token } = await makeToken(ada, ['cart:read']);
    const vars = { RATE_LIMIT_API_TOKEN: '3/1m' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callWorker('GET', '/api/cart', { token, vars, headers: freshClient() })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    // The session of its maker has its own budget.
    expect((await callWorker('GET', '/api/cart', { token: ada.token, vars })).status).toBe(200);
  });

  it('reads the public catalog with catalog:read, and is checked there too', async () => {
    await runSeed();
    const ada = await customer();
    const reader = await makeToken(ada, ['catalog:read']);
    const other = await makeToken(ada, ['orders:read']);
    expect((await api('GET', '/api/plans')).status).toBe(200);
    expect((await withToken(reader.token, 'GET', '/api/plans')).status).toBe(200);
    expect(await withToken(other.token, 'GET', '/api/plans')).toMatchObject({
      status: 403,
      body: { error: tokenErrors.missingScope('catalog:read') },
    });
    const typo = `${reader.token.slice(0, -1)}${reader.token.endsWith('0') ? '1' : '0'}`;
    expect((await withToken(typo, 'GET', '/api/plans')).status).toBe(401);
  });
});
