/**
 * The one Hono environment type: bindings from `wrangler types`, variables set by middleware. The
 * signed-in request (`signedIn`) is typed only behind a route's declaration (middleware/signed-in-route.ts).
 */
import type { Context } from 'hono';
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
    /** Set by a route whose answer may be cached publicly; every other API answer is `no-store`. */
    cacheControl: string;
  };
};

/** Behind a signed-in route's declaration (middleware/signed-in-route.ts), and only there: the signed-in request. */
export type SignedInEnv = AppEnv & { Variables: { signedIn: SignedIn } };

/** A request's context, signed in or not, for helpers that read only what both have. */
export type RequestContext = Context<AppEnv> | Context<SignedInEnv>;
