/**
 * D1 read replication through the Sessions API: the bookmark travels both ways and anchors an
 * anonymous request's session, while a request that decides who someone is reads at the primary.
 * Local D1 has no replicas, so this is shown by the path the bookmark takes: the Worker opens its
 * D1 session with exactly the bookmark sent, or at the primary (the wrapped binding records it).
 * What local D1 returns as a bookmark is checked below too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../test/catalog';
import { newTrace } from '../test/counting-d1';
import { callWorker } from '../test/direct';
import { freshClient, signedInUser } from '../test/helpers';
import { BOOKMARK_HEADER, validBookmark } from './d1-session';

beforeAll(async () => {
  await runSeed();
});

// Local D1 answers bookmarks shaped like production's: four dash-separated hex groups
// (e.g. "00000000-00000004-00004ff2-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1").
const LOCAL_BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

describe('D1 Sessions API bookmark', () => {
  it('a write answers a bookmark, which an anonymous request may send back to anchor its session', async () => {
    const write = newTrace();
    const sent = await callWorker('POST', '/api/contact', {
      body: { source: 'about', name: 'Ada', email: 'ada@example.com', message: 'Hello there, Nimbus.' },
      headers: freshClient(),
      trace: write,
    });
    expect(sent.status).toBe(201);
    // Without a bookmark the session starts at the primary.
    expect(write.sessions).toEqual(['first-primary']);
    const bookmark = sent.headers.get(BOOKMARK_HEADER) ?? '';
    expect(bookmark).toMatch(LOCAL_BOOKMARK);

    const next = newTrace();
    const again = await callWorker('POST', '/api/contact', {
      body: { source: 'about', name: 'Ada', email: 'ada@example.com', message: 'Hello again, Nimbus.' },
      headers: { ...freshClient(), [BOOKMARK_HEADER]: bookmark },
      trace: next,
    });
    expect(again.status).toBe(201);
    expect(next.sessions).toEqual([bookmark]);
    // The answer carries the session's newest bookmark: never older than the one sent.
    const newer = again.headers.get(BOOKMARK_HEADER) ?? '';
    expect(newer).toMatch(LOCAL_BOOKMARK);
    expect(newer >= bookmark).toBe(true);
  });

  it('a request that decides who someone is reads at the primary, whatever bookmark it sends', async () => {
    const { email, password, token } = await signedInUser();
    const write = newTrace();
    const added = await callWorker('POST', '/api/cart/add', {
      token,
      body: { planId: 'pro', billingPeriod: 'annual' },
      trace: write,
    });
    const old = added.headers.get(BOOKMARK_HEADER) ?? '';
    expect(old).toMatch(LOCAL_BOOKMARK);
    // Signed out since: an old bookmark must not find a replica that still thinks the session is live.
    expect((await callWorker('POST', '/api/auth/logout', { token })).status).toBe(200);
    const signedIn = newTrace();
    const cart = await callWorker('GET', '/api/cart', { token, headers: { [BOOKMARK_HEADER]: old }, trace: signedIn });
    expect(cart.status).toBe(401);
    expect(signedIn.sessions).toEqual(['first-primary']);
    // Sign-in and the links under /api/auth likewise.
    const login = newTrace();
    const res = await callWorker('POST', '/api/auth/login', {
      body: { email, password },
      headers: { ...freshClient(), [BOOKMARK_HEADER]: old },
      trace: login,
    });
    expect(res.status).toBe(200);
    expect(login.sessions).toEqual(['first-primary']);
  });

  it.each([
    ['not a bookmark'],
    ['00000000-0000000g-00004ff2-75f7'],
    ["'; DROP TABLE users; --"],
    ['first-unconstrained'],
    [`${'0'.repeat(8)}-${'f'.repeat(300)}`],
  ])('a malformed bookmark (%j) is ignored: the read goes to the primary, never a 500', async (bad) => {
    const { token } = await signedInUser();
    const trace = newTrace();
    const res = await callWorker('GET', '/api/cart', { token, headers: { [BOOKMARK_HEADER]: bad }, trace });
    expect(res.status).toBe(200);
    expect(trace.sessions).toEqual(['first-primary']);
    expect(res.headers.get(BOOKMARK_HEADER)).toMatch(LOCAL_BOOKMARK);
  });

  it('answers that never touched D1 carry no bookmark', async () => {
    const res = await callWorker('GET', '/api/health');
    expect(res.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it.each([
    ['00000000-00000004-00004ff2-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1', true],
    [' 0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b ', true],
    ['first-primary', false],
    ['', false],
    [undefined, false],
  ])('validBookmark(%j) → %s', (value, valid) => {
    expect(validBookmark(value) !== null).toBe(valid);
  });
});
