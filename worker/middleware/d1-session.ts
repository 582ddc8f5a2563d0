/**
 * D1 read replication through the Sessions API. Each request reads and writes through one D1
 * session, anchored at the bookmark the browser sends in `x-d1-bookmark` (the newest one this API
 * gave it), so a replica answers only once it has caught up with that customer's own writes; a
 * request that decides who someone is ignores it and reads at the primary (`decidesIdentity`). Without a bookmark, or with one that is not a D1 bookmark, the session starts at the
 * primary ('first-primary'), which always has every write. The answer carries the session's
 * newest bookmark back in the same header. The public catalog does not use this session: it reads
 * with 'first-unconstrained' (routes/plans.ts) and sends no bookmark, since it is cached for all.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessionDb } from '../db/client';
import type { AppEnv } from '../env';

export const BOOKMARK_HEADER = 'x-d1-bookmark';

/**
 * D1 bookmarks are dash-separated lower-case hex groups ("0000007b-0000b26e-00001538-0c3e87bb…",
 * and the same shape locally). Anything else is ignored rather than handed to D1, so a damaged
 * or forged value costs a read at the primary, never a failed request.
 */
const BOOKMARK = /^[0-9a-f]{1,16}(?:-[0-9a-f]{1,64}){1,7}$/;

export function validBookmark(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length <= 256 && BOOKMARK.test(trimmed) ? trimmed : null;
}

/**
 * Whether the request decides who someone is: a sign-in or its second step, a passkey sign-in, a
 * reset or verification link (all under /api/auth), or a signed-in request, whose batch checks
 * that its session is still live. Those read at the primary whatever bookmark the client sends: an
 * old bookmark could otherwise pick a replica that has not yet seen a sign-out, a revoked session
 * or a spent link (docs/decisions/primary-reads-for-identity.md).
 */
function decidesIdentity(c: Context<AppEnv>): boolean {
  return c.req.header('authorization') !== undefined || c.req.path.startsWith('/api/auth/');
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const sent = decidesIdentity(c) ? null : validBookmark(c.req.header(BOOKMARK_HEADER));
  const session = c.env.DB.withSession(sent ?? 'first-primary');
  const { d1, db } = sessionDb(session);
  c.set('d1', d1);
  c.set('db', db);
  await next();
  // null until a query ran: answers that never touched D1 carry no bookmark.
  const bookmark = session.getBookmark();
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
});
