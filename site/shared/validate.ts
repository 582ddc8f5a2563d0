/**
 * How the shared Valibot request schemas (forms and API alike) report failures: one message per
 * top-level field, the first rule it breaks in the order written, and `error` the first message of
 * all. Every field is checked, so a form gets all its messages at once; rules over the whole object
 * (`v.check` in the object's pipe) run once every field is valid and report under `_`.
 */
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

/** A Valibot issue or a Standard Schema issue (what Hono's validator middleware hands over). */
export type IssueLike = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: unknown }> | undefined;
};

const firstKey = (issue: IssueLike): string => {
  const segment = issue.path?.[0];
  const key = typeof segment === 'object' && segment !== null ? segment.key : segment;
  return typeof key === 'string' && key !== '' ? key : '_';
};

/** The envelope's `error` and `fields` (rulings R20) from a list of issues. */
export function fieldErrors(issues: readonly IssueLike[]): { error: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = firstKey(issue);
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { error: issues[0]?.message ?? 'Invalid request', fields };
}

/** Runs a schema; a field stops at its first failing rule (the other rules would add nothing shown). */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? { ok: true, data: result.output } : { ok: false, ...fieldErrors(result.issues) };
}

const messageOf = (schema: unknown): string | undefined => {
  const message = (schema as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * A request object: unknown keys are dropped, and a missing key fails with its own field's message
 * ("Email is required"), where Valibot alone would report it with the object's message.
 */
export function requestObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    return (field && messageOf(field)) ?? 'Expected an object';
  });
}
