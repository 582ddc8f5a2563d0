/**
 * D1 read replication through the Sessions API (issue 14): the bookmark travels both ways and
 * anchors the request's session. Local D1 has no replicas, so "read your writes from a replica"
 * is shown by the path the bookmark takes: the write answers one, the next request sends it, the
 * Worker opens its D1 session with exactly that bookmark (the wrapped binding records it), and the
 * read sees the write. What local D1 returns as a bookmark is checked below too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../test/catalog';
import { newTrace } from '../test/counting-d1';
import { callWorker } from '../test/direct';
import { signedInUser } from '../test/helpers';
import { BOOKMARK_HEADER, validBookmark } from './d1-session';

beforeAll(async () => {
  await runSeed();
});

// Local D1 answers bookmarks shaped like production's: four dash-separated hex groups
// (e.g. "00000000-00000004-00004ff2-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1").
const LOCAL_BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

describe('D1 Sessions API bookmark', () => {
  it('a write answers a bookmark; sent back, it anchors the next read, which sees the write', async () => {
    const { token } = await signedInUser();
    const write = newTrace();
    const added = await callWorker('POST', '/api/cart/add', {
      token,
      body: { planId: 'pro', billingPeriod: 'annual' },
      trace: write,
    });
    expect(added.status).toBe(200);
    // Without a bookmark the session starts at the primary.
    expect(write.sessions).toEqual(['first-primary']);
    const bookmark = added.headers.get(BOOKMARK_HEADER) ?? '';
    expect(bookmark).toMatch(LOCAL_BOOKMARK);

    const read = newTrace();
    const cart = await callWorker<{ items: { billingPeriod: string }[] }>('GET', '/api/cart', {
      token,
      headers: { [BOOKMARK_HEADER]: bookmark },
      trace: read,
    });
    expect(read.sessions).toEqual([bookmark]);
    expect(cart.body.success && cart.body.data.items.map((item) => item.billingPeriod)).toEqual(['annual']);
    // The answer carries the session's newest bookmark: never older than the one sent.
    const next = cart.headers.get(BOOKMARK_HEADER) ?? '';
    expect(next).toMatch(LOCAL_BOOKMARK);
    expect(next >= bookmark).toBe(true);
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
