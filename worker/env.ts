/** The one Hono environment type: bindings from `wrangler types`, variables set by middleware. */
import type { Db } from './db/client';
import type { SignedIn } from './lib/signed-in';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** drizzle over this request's D1 session (middleware/d1-session.ts). */
    db: Db;
    /** The signed-in request behind `requireAuth`: its session check, limits and one D1 batch. */
    signedIn: SignedIn;
    /** Set by a route whose answer may be cached publicly; every other API answer is `no-store`. */
    cacheControl: string;
  };
};
