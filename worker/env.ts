/** The one Hono environment type: bindings from `wrangler types`, variables set by middleware. */
import type { SessionUser } from './db/sessions';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    user: SessionUser;
    sessionId: string;
  };
};
