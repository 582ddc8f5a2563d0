/**
 * The scope walk: every operation of the served OpenAPI document × every token scope, expected from
 * the document's own security requirements (docs/decisions/api-tokens.md): an operation that names a
 * scope answers a token with it (any answer but 401 or 403) and refuses one without it (403); an
 * operation for browser sessions only answers any token 401; a public one ignores the token. The
 * operations come from test/walk.ts, which must list exactly the document's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenErrors } from '../../site/shared/api/tokens-messages';
import { TOKEN_SCOPES, type TokenScope } from '../../site/shared/domain/api-tokens';
import { US_CUSTOMER } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, invoiceNumberOf, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { type Document, documentOperations, servedDocument } from '../test/contract';
import { member, ownerAndTeam } from '../test/teams';
import { CALLS, callFor, send, signedInOf } from '../test/walk';

type Requirement = Record<string, string[]>;
type Expected = { kind: 'scope'; scope: string } | { kind: 'session' } | { kind: 'operator' } | { kind: 'public' };

/** What the document says an operation takes: a token scope, a session only, the operator key, or nothing. */
function expectedOf(document: Document, name: string): Expected {
  const declared = signedInOf(document, name);
  if (declared) return declared.tokenScope ? { kind: 'scope', scope: declared.tokenScope } : { kind: 'session' };
  const [method = '', path = ''] = name.split(' ');
  const item = document.paths?.[path] as Record<string, { security?: Requirement[] }> | undefined;
  const security = item?.[method.toLowerCase()]?.security ?? document.security ?? [];
  const token = security.find((requirement) => 'apiToken' in requirement)?.apiToken?.[0];
  if (token) return { kind: 'scope', scope: token };
  if (security.some((requirement) => 'operatorKey' in requirement)) return { kind: 'operator' };
  if (security.some((requirement) => 'bearerAuth' in requirement)) return { kind: 'session' };
  return { kind: 'public' };
}

let tokens: Record<TokenScope, string>;
let values: Record<string, string>;

beforeAll(async () => {
  await runSeed();
  const { owner, team } = await ownerAndTeam('Scope walk team');
  const viewer = await member(team.id, 'viewer');
  const stranger = await ownerAndTeam('Scope walk stranger');
  await send({ method: 'PUT', path: '/api/billing/details', body: US_CUSTOMER }, owner.token);
  await addToCart(owner.token, PRO_ANNUAL);
  const order = await placedOrder(owner.token);
  const made = await Promise.all(
    TOKEN_SCOPES.map(async (scope) => {
      const res = await send(
        { method: 'POST', path: '/api/tokens', body: { name: `Only ${scope}`, scopes: [scope], expiresInDays: 7 } },
        owner.token,
      );
      return [scope, (res.body as unknown as { data: { token: string } }).data.token] as const;
    }),
  );
  tokens = Object.fromEntries(made) as Record<TokenScope, string>;
  const unknown = crypto.randomUUID();
  values = {
    orderId: order.id,
    invoiceNumber: invoiceNumberOf(order),
    teamName: team.name,
    viewerId: viewer.id,
    viewerEmail: viewer.email,
    strangerId: stranger.owner.id,
    strangerInvitationId: unknown,
    strangerTokenId: unknown,
    id: unknown,
    userId: unknown,
    number: 'NIM-2026-999999',
  };
});

const operations = documentOperations(await servedDocument()).sort();

describe('the scope walk', () => {
  it('calls only operations of the served document', () => {
    expect(operations).toEqual(expect.arrayContaining(Object.keys(CALLS)));
  });

  it(`walks ${operations.length} operations × ${TOKEN_SCOPES.length} scopes, and every scope opens some operation`, async () => {
    const document = await servedDocument();
    const named = new Set(
      operations.map((name) => expectedOf(document, name)).flatMap((e) => (e.kind === 'scope' ? [e.scope] : [])),
    );
    expect([...named].sort()).toEqual([...TOKEN_SCOPES].sort());
  });

  it.each(operations)('%s', async (name) => {
    const expected = expectedOf(await servedDocument(), name);
    for (const scope of TOKEN_SCOPES) {
      const res = await send(callFor(name), tokens[scope], values);
      const where = `${name} with ${scope} (${expected.kind}): ${res.status} ${JSON.stringify(res.body)}`;
      expect(res.status, where).toBeLessThan(500);
      if (expected.kind === 'session') {
        expect(res.body, where).toEqual({ success: false, error: tokenErrors.sessionOnly });
      } else if (expected.kind === 'operator') {
        expect(res.status, where).toBe(401);
      } else if (expected.kind === 'scope' && expected.scope !== scope) {
        expect(res.body, where).toEqual({
          success: false,
          error: tokenErrors.missingScope(expected.scope as TokenScope),
        });
      } else {
        expect([401, 403], where).not.toContain(res.status);
      }
    }
  });
});
