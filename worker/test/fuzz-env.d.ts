// Bindings the fuzz tests read; vitest.worker.config.ts passes them from the shell.
declare global {
  namespace Cloudflare {
    interface Env {
      /** Generated requests per fuzz property; empty means the small default of `npm test`. */
      FUZZ_RUNS: string;
      /** A fast-check seed to replay a failure; empty means a random one. */
      FUZZ_SEED: string;
    }
  }
}

export {};
