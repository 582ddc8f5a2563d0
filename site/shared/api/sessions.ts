/**
 * `/api/sessions`: the signed-in customer's live sessions (their recent sign-ins are `sign-ins.ts`).
 * Texts in `sessions-messages.ts`.
 */
import * as v from 'valibot';
import { defineSchema, timestamp } from './common';
import { sessionErrors } from './sessions-messages';

export * from './sessions-messages';

/** A session's public id: the UUID of its row (never the token or its hash). */
export const sessionIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(sessionErrors.idMalformed), v.uuid(sessionErrors.idMalformed)),
);

// Answers: GET /api/sessions; the device is named the same way in GET /api/sign-ins.

export const device = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.string(),
    v.description('Browser and system from the user agent at sign-in, e.g. "Chrome on Linux", or "Unknown device"'),
  ),
);

/** One live session of the signed-in customer. */
export const listedSessionData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.pipe(
        v.string(),
        v.uuid(),
        v.description('Public id, for DELETE /api/sessions/{id}; not the token or its hash'),
      ),
      device,
      signedInAt: timestamp('When the session signed in'),
      lastSeenAt: timestamp('When the session was last used, to within 5 minutes (now for the current one)'),
      current: v.pipe(v.boolean(), v.description('True for the session making this request')),
    }),
    v.metadata({ ref: 'ListedSession' }),
  ),
);
export type ListedSession = v.InferOutput<typeof listedSessionData>;

export const sessionListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    sessions: v.pipe(
      v.array(listedSessionData),
      v.description('Live sessions: the current one first, then the most recently used (at most 50)'),
    ),
  }),
);
export type SessionList = v.InferOutput<typeof sessionListData>;

export const sessionSignedOutData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    id: v.pipe(v.string(), v.uuid()),
    current: v.pipe(v.boolean(), v.description('True when it was the session making this request')),
  }),
);

export const otherSessionsSignedOutData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    signedOut: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('How many other sessions were signed out')),
  }),
);
