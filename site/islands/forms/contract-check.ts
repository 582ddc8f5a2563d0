/**
 * The one way an island form checks its input (docs/decisions/forms-check-with-the-contract.md): its
 * resource's contract, loaded on the first submit and kept for the next, runs the schema the Worker
 * validates the request with. The page itself ships no Valibot.
 */
import type { Validated } from '../../shared/api/common';

type Validate = typeof import('../../shared/api/common').validate;

/**
 * `contractCheck(() => import('../../shared/api/auth'))` answers a check for `useForm`'s submissions:
 * `check((auth, validate) => validate(auth.loginSchema, values))`. A contract that did not arrive
 * (offline) is asked for again on the next submit.
 */
export function contractCheck<C>(load: () => Promise<C>) {
  let loaded: Promise<[C, Validate]> | undefined;
  return async <D>(run: (contract: C, validate: Validate) => Validated<D>): Promise<Validated<D>> => {
    loaded ??= Promise.all([load(), import('../../shared/api/common').then(({ validate }) => validate)]).catch(
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    const [contract, validate] = await loaded;
    return run(contract, validate);
  };
}
