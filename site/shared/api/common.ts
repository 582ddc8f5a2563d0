/**
 * What every contract shares: how a request schema reports its failures (the envelope's `error` and
 * `fields`), and the e-mail, password and name fields of the forms, as Valibot schemas. Their texts
 * are in `common-messages.ts`, which a form shows before this loads.
 */
import * as v from 'valibot';
import { fieldMessages } from './common-messages';

/**
 * How a contract declares a schema, or anything else it builds at load: `defineSchema(() => …)`, the
 * call annotated `@__PURE__`. The browser imports contracts for their texts too, and a bundle that never
 * reads the schema then drops it whole. Annotating the outer `v.pipe(…)` alone is not enough: the
 * bundler keeps its arguments, as it cannot tell that Valibot's calls into another chunk are pure.
 */
export const defineSchema = <T>(build: () => T): T => build();

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

/**
 * The envelope's `error` and `fields` from a list of issues: one message per top-level field, the
 * first rule it breaks in the order written, and `error` the first message of all. Rules over the
 * whole object (`v.check` in the object's pipe) run once every field is valid and report under `_`.
 */
export function fieldErrors(issues: readonly IssueLike[]): { error: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = firstKey(issue);
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { error: issues[0]?.message ?? 'Invalid request', fields };
}

/** Runs a schema on every field, so a form gets all its messages at once; a field stops at its first failing rule. */
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

/** The spec's pattern, widened to a `+` in the local part and any TLD of 2+ letters; linear, no nested quantifiers. */
export const EMAIL_PATTERN = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,}$/;
/** A phone number, or empty to clear it. */
export const PHONE_PATTERN = /^(?:\+?[0-9 ().-]{5,30})?$/;
/** One uppercase letter and one digit anywhere (a pattern, so the OpenAPI document can state it). */
const UPPER_AND_DIGIT = /^(?=[\s\S]*[A-Z])(?=[\s\S]*\d)/;

export const limits = {
  name: 100,
  email: 254,
  password: 128,
  companyName: 120,
  address: 300,
  phoneNumber: 30,
} as const;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed, required, bounded and lower-cased: the e-mail of every form. */
export const emailText = (max: number) =>
  v.pipe(
    v.string(fieldMessages.emailRequired),
    v.trim(),
    v.minLength(1, fieldMessages.emailRequired),
    v.maxLength(max, tooLong('Email', max)),
    v.regex(EMAIL_PATTERN, fieldMessages.emailInvalid),
    v.toLowerCase(),
  );

/** Trimmed, required and bounded text. */
export const requiredText = (label: string, required: string, max: number) =>
  v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong(label, max)));

/** No line breaks or other control, separator or direction characters: text that stays one line. */
const LINE_BREAKERS = String.raw`\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069`;
export const ONE_LINE = /* @__PURE__ */ defineSchema(() => new RegExp(`^[^${LINE_BREAKERS}]*$`));

/** "Subject must be one line": what a one-line field says about a line break (docs/decisions/names-are-one-line.md). */
export const oneLineText = (label: string) => `${label} must be one line`;

/** `requiredText` that must also stay one line (a subject, a passkey's name). */
export const requiredLine = (label: string, required: string, max: number) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, tooLong(label, max)),
    v.regex(ONE_LINE, oneLineText(label)),
  );

/** The sign-up password policy, reused for every new password (a change, a reset). */
export const policyPassword = (required: string) =>
  v.pipe(
    v.string(required),
    v.minLength(1, required),
    v.minLength(8, fieldMessages.passwordTooShort),
    v.maxLength(limits.password, fieldMessages.passwordTooLong),
    v.regex(UPPER_AND_DIGIT, fieldMessages.passwordWeak),
  );
export const strongPassword = /* @__PURE__ */ defineSchema(() => policyPassword(fieldMessages.passwordRequired));

/** Any password that may exist (login, current password): required and bounded, no policy. */
export const anyPassword = (required: string) =>
  v.pipe(v.string(required), v.minLength(1, required), v.maxLength(limits.password, fieldMessages.passwordTooLong));

/**
 * A person's name, shown on pages and in mails: one line of at most `limits.name` printable characters,
 * counted by code points (docs/decisions/names-are-one-line.md). Refused: line breaks (also U+2028,
 * U+2029), the other C0/C1 controls and DEL, bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069:
 * they can make a name display as other text) and unpaired surrogates; joiners and emoji are fine.
 * No `u` flag (JSON Schema patterns carry none): a surrogate pair then matches the second alternative
 * once, and a validator that adds `u` matches it with the first; either way it counts once.
 */
export const ONE_LINE_NAME = /* @__PURE__ */ defineSchema(() => {
  const character = String.raw`[^\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]`;
  return new RegExp(`^(?:${character}){1,${limits.name}}$`);
});

export const oneLineName = (required: string, oneLine: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.regex(ONE_LINE_NAME, oneLine),
    v.description(`One line of at most ${limits.name} printable characters (code points), trimmed`),
  );

/** `rememberMe` of a sign-in: a session of 30 days instead of one. */
export const rememberMe = /* @__PURE__ */ defineSchema(() => v.optional(v.boolean('rememberMe must be true or false')));

// Answers: the building blocks of the `data` of several success envelopes.

/** An address as the API answers it. */
export const emailAnswer = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(), v.regex(EMAIL_PATTERN), v.description('Trimmed and lower-cased')),
);

/** An ISO 8601 time in an answer, with what it is the time of. */
export const timestamp = (what: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(what));

export const healthData = /* @__PURE__ */ defineSchema(() => v.strictObject({ status: v.literal('ok') }));
