import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      PRE_TEAMS_DUMP: string;
      UPGRADE_DB: D1Database;
      SERVICES_UPGRADE_DB: D1Database;
    }
    interface GlobalProps {
      mainModule: typeof import('../index');
    }
  }
}
