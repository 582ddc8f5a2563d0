/**
 * The signed-in customer's sessions, for the Security section of /profile: list the live
 * sessions, sign out one or all others. Each request is one D1 batch (lib/signed-in.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  otherSessionsSignedOutData,
  sessionErrors,
  sessionIdSchema,
  sessionListData,
  sessionSignedOutData,
} from '../../site/shared/api/sessions';
import {
  type ListedSessionRow,
  liveSessionsOf,
  revokeSessionOf,
  revokeSessionsExcept,
  toListedSession,
} from '../db/sessions';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { pathParam } from '../middleware/path-param';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const EXAMPLE_ID = '3f2b9c4e-8d1a-4e6f-9b7c-2a5d8e0f1c34';

export const sessions = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({}),
    describeRoute({
      tags: ['Account'],
      summary: 'List your sessions',
      description:
        'Every live (not signed out, not expired) session of the account: this one first (`current`), then the others, most recently used first.',
      responses: { 200: success('Your live sessions', sessionListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const now = Date.now();
      const batch = namedBatch({ live: liveSessionsOf(db, signedIn.actor.user, now) });
      const { sessionId, results } = await signedIn.run(batch.statements);
      const rows = batch.read(results).live as ListedSessionRow[];
      const listed = rows.map((row) => toListedSession(row, sessionId, now));
      // This device first, then the others as D1 ordered them (a stable sort).
      return ok(c, { sessions: listed.sort((a, b) => Number(b.current) - Number(a.current)) });
    },
  )
  .post(
    '/revoke-others',
    signedInRoute({ limits: ['sessionWrite'] }),
    describeRoute({
      tags: ['Account'],
      summary: 'Sign out all other sessions',
      description: 'Every live session of the account but this one is signed out at once; their tokens answer 401.',
      responses: { 200: success('The other sessions are signed out', otherSessionsSignedOutData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ revoked: revokeSessionsExcept(db, signedIn.actor, signedIn.tokenHash) });
      const { revoked } = batch.read((await signedIn.run(batch.statements)).results);
      return ok(c, { signedOut: revoked.length });
    },
  )
  .delete(
    '/:id',
    signedInRoute({ limits: ['sessionWrite'] }),
    pathParam('id', sessionIdSchema, {
      description: 'The session id from GET /api/sessions',
      example: EXAMPLE_ID,
    }),
    describeRoute({
      tags: ['Account'],
      summary: 'Sign out one session',
      description:
        'Its token answers 401 from now on. Another customer’s session answers 404, as an unknown or already signed-out one does. The current session may be named too (a normal sign-out).',
      responses: {
        200: success('The session is signed out', sessionSignedOutData),
        404: failure(sessionErrors.notFound),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { id } = c.req.valid('param');
      const batch = namedBatch({ revoked: revokeSessionOf(db, signedIn.actor, id) });
      const { sessionId, results } = await signedIn.run(batch.statements);
      if (batch.read(results).revoked.length === 0) throw new ApiError(404, sessionErrors.notFound);
      return ok(c, { id, current: id === sessionId });
    },
  );
