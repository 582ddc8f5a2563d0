/** The one Hono environment type: bindings from `wrangler types`, variables set by middleware. */
import type { Db } from './db/client';
import type { SignedIn } from './lib/signed-in';

/**
 * `Env` comes from `wrangler types`: the bindings, the `[vars]` and the secrets wrangler.toml lists
 * under `[secrets] required`: `ACCOUNT_KEY`, the key TOTP secrets are encrypted with in D1
 * (lib/secret-box.ts; `wrangler secret put ACCOUNT_KEY` in production, `.dev.vars` locally).
 */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** drizzle over this request's D1 session (middleware/d1-session.ts). */
    db: Db;
    /** The same D1 session without drizzle, for statements built once (db/compiled.ts). */
    d1: D1Database;
    /** The signed-in request behind `requireAuth`: its session check, limits and one D1 batch. */
    signedIn: SignedIn;
    /** Set by a route whose answer may be cached publicly; every other API answer is `no-store`. */
    cacheControl: string;
  };
};
