/**
 * A small schema toolkit for the shared request schemas (forms and API alike). It does the few
 * things those schemas need: text with ordered checks and normalisation, literals, enums,
 * booleans, optional fields, objects (unknown keys dropped) with object-level rules, and a
 * union told apart by one key. It weighs about 1 KB gzip, so the form islands stay near the
 * 80 KB aim where zod/mini added 7 KB.
 *
 * Each field stops at its first failing check, so its message is the first rule it breaks in
 * the order written; every field is checked, so a form gets all its messages at once.
 */

export type Issue = { path: string; message: string };

const FAIL: unique symbol = Symbol('fail');
type Outcome<T> = T | typeof FAIL;

export interface Schema<T> {
  /** Checks `value`; pushes issues (with `path`) and returns FAIL, or returns the output. */
  run(value: unknown, path: string, issues: Issue[]): Outcome<T>;
}
interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** One step of a text schema: returns the (possibly normalised) text, or a message. */
export type TextStep = (value: string) => string | { message: string };

export const trim: TextStep = (value) => value.trim();
export const toLowerCase: TextStep = (value) => value.toLowerCase();
export const toUpperCase: TextStep = (value) => value.toUpperCase();
export const minLength =
  (min: number, message: string): TextStep =>
  (value) =>
    value.length >= min ? value : { message };
export const maxLength =
  (max: number, message: string): TextStep =>
  (value) =>
    value.length <= max ? value : { message };
export const regex =
  (pattern: RegExp, message: string): TextStep =>
  (value) =>
    pattern.test(value) ? value : { message };
export const refine =
  (ok: (value: string) => boolean, message: string): TextStep =>
  (value) =>
    ok(value) ? value : { message };

function fail(issues: Issue[], path: string, message: string): typeof FAIL {
  issues.push({ path, message });
  return FAIL;
}

/** A string (`typeMessage` when it is missing or not a string), then each step in order. */
export function text(typeMessage: string, ...steps: TextStep[]): Schema<string> {
  return {
    run(value, path, issues) {
      if (typeof value !== 'string') return fail(issues, path, typeMessage);
      let current = value;
      for (const step of steps) {
        const next = step(current);
        if (typeof next !== 'string') return fail(issues, path, next.message);
        current = next;
      }
      return current;
    },
  };
}

export function literal<const T extends string | boolean>(expected: T, message: string): Schema<T> {
  return { run: (value, path, issues) => (value === expected ? expected : fail(issues, path, message)) };
}

export function oneOf<const T extends readonly string[]>(values: T, message: string): Schema<T[number]> {
  return {
    run: (value, path, issues) =>
      typeof value === 'string' && values.includes(value) ? (value as T[number]) : fail(issues, path, message),
  };
}

export function boolean(message: string): Schema<boolean> {
  return { run: (value, path, issues) => (typeof value === 'boolean' ? value : fail(issues, path, message)) };
}

/** Any value, passed through as it is. */
export function unknown(): Schema<unknown> {
  return { run: (value) => value };
}

/** `undefined` (a missing key) is accepted; anything else goes to `schema`. */
export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  return {
    optional: true,
    run: (value, path, issues) => (value === undefined ? undefined : schema.run(value, path, issues)),
  };
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<unknown> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/** A rule over the whole object, checked once every field is valid; its issue has the path `_`. */
export type ObjectRule<T> = { ok: (value: T) => boolean; message: string };

export interface ObjectSchema<S extends Shape> extends Schema<ObjectOf<S>> {
  readonly shape: S;
}

/** A plain object with these keys (others are dropped); every field is checked, then the rules. */
export function object<S extends Shape>(shape: S, ...rules: ObjectRule<ObjectOf<S>>[]): ObjectSchema<S> {
  return {
    shape,
    run(value, path, issues) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return fail(issues, path || '_', 'Expected an object');
      }
      const input = value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      let valid = true;
      for (const [key, field] of Object.entries(shape)) {
        const result = field.run(
          Object.hasOwn(input, key) ? input[key] : undefined,
          path ? `${path}.${key}` : key,
          issues,
        );
        if (result === FAIL) valid = false;
        else if (result !== undefined) output[key] = result;
      }
      if (!valid) return FAIL;
      const typed = output as ObjectOf<S>;
      const broken = rules.find((rule) => !rule.ok(typed));
      return broken ? fail(issues, path || '_', broken.message) : typed;
    },
  };
}

/** One of several object schemas, chosen by the literal value of `key`; another value is `message` at `key`. */
export function union<K extends string, const O extends readonly ObjectSchema<Shape>[]>(
  key: K,
  options: O,
  message: string,
): Schema<Infer<O[number]>> {
  return {
    run(value, path, issues) {
      const tag = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      const chosen = options.find(
        (option) => option.shape[key] !== undefined && option.shape[key].run(tag, key, []) !== FAIL,
      );
      if (!chosen) return fail(issues, path ? `${path}.${key}` : key, message);
      return chosen.run(value, path, issues) as Outcome<Infer<O[number]>>;
    },
  };
}

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

/** Runs a schema and keeps the first message per top-level field; `error` is the first message of all. */
export function validate<T>(schema: Schema<T>, input: unknown): Validated<T> {
  const issues: Issue[] = [];
  const result = schema.run(input, '', issues);
  if (result !== FAIL) return { ok: true, data: result };
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.split('.')[0] || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { ok: false, error: issues[0]?.message ?? 'Invalid request', fields };
}
