import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { onError } from '../lib/errors';
import { openApiDocument } from '../openapi/document';
import { documentOperations, servedDocument } from '../test/contract';
import { ENDPOINTS } from '../test/fuzz-model';
import { freshClient, signedInUser, userIdOf } from '../test/helpers';
import { signedInOf } from '../test/walk';
import { d1Session } from './d1-session';
import { type SignedInExtension, signedInRoute } from './signed-in-route';

const rename = signedInRoute({ action: 'team:rename', inTeam: true, limits: ['teamWrite'] });
const cartWrite = signedInRoute({ action: 'cart:use', tokenScope: 'cart:write', limits: ['cartWrite'] });

const app = new Hono<AppEnv>()
  .use(d1Session)
  .get('/undeclared', (c) =>
    // @ts-expect-error `signedIn` is typed only behind a route's declaration.
    c.json({ signedIn: c.var.signedIn === undefined ? 'absent' : 'present' }),
  )
  .post('/cart', cartWrite, async (c) => {
    const { signedIn } = c.var;
    const { account } = await signedIn.runInAccount([]);
    // The guard the request's own writes carry is the one its declaration gives compiled statements.
    return c.json({ sameGuard: signedIn.actor.guard === cartWrite.guard, accountId: account.id });
  })
  .patch('/team', rename, (c) => c.json({ ran: c.var.signedIn.ran }))
  .onError(onError);

const call = (method: string, path: string, token?: string) =>
  app.request(
    path,
    { method, headers: { ...freshClient(), ...(token ? { authorization: `Bearer ${token}` } : {}) } },
    env,
    { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
  );

describe('signedInRoute', () => {
  it('leaves `signedIn` out of a route without a declaration', async () => {
    const res = await call('GET', '/undeclared');
    expect(await res.json()).toEqual({ signedIn: 'absent' });
  });

  it('refuses a request without a token before its handler', async () => {
    const res = await call('POST', '/cart');
    expect(res.status).toBe(401);
  });

  it('gives the handler the write guard its declaration gives compiled statements', async () => {
    const ada = await signedInUser();
    const res = await call('POST', '/cart', ada.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sameGuard: true, accountId: await userIdOf(ada.email) });
  });

  it('answers a personal account 409 on a team-only route', async () => {
    const ada = await signedInUser();
    expect((await call('PATCH', '/team', ada.token)).status).toBe(409);
  });

  it('documents each route from its declaration, with `x-signed-in` for the walks', async () => {
    const document = await openApiDocument(app as unknown as Hono);
    const team = document.paths?.['/team']?.patch as Record<string, unknown> & {
      responses: Record<string, unknown>;
    };
    const cart = document.paths?.['/cart']?.post as Record<string, unknown> & { responses: Record<string, unknown> };
    expect(team['x-signed-in']).toEqual({
      action: 'team:rename',
      inTeam: true,
      tokenScope: null,
      limits: ['teamWrite'],
    } satisfies SignedInExtension);
    expect(team.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(team.responses)).toEqual(expect.arrayContaining(['401', '403', '409', '429']));
    expect(cart['x-signed-in']).toMatchObject({ action: 'cart:use', tokenScope: 'cart:write' });
    expect(cart.security).toEqual([{ bearerAuth: [] }, { apiToken: ['cart:write'] }]);
    expect(document.paths?.['/undeclared']?.get).toBeUndefined();
  });
});

describe('the declarations in the served document', () => {
  it('are what the fuzzer expects: a signed-in endpoint is exactly a declared one', async () => {
    const document = await servedDocument();
    const declared = documentOperations(document).filter((name) => signedInOf(document, name));
    const signedIn = ENDPOINTS.filter((endpoint) => endpoint.auth).map(({ method, path }) => `${method} ${path}`);
    expect(declared.length).toBeGreaterThan(0);
    expect(signedIn.sort()).toEqual(declared.sort());
  });
});
