/**
 * `/api/two-factor`: TOTP and recovery codes in the Security section. Its texts and the shape of a
 * code are also what the second step of a sign-in and a reset (`auth.ts`) check.
 */
import * as v from 'valibot';
import { anyPassword, defineSchema, requestObject } from './common';
import { fieldMessages } from './common-messages';
import { twoFactorMessages } from './two-factor-messages';

export * from './two-factor-messages';

/** A code as typed: spaces and hyphens dropped, letters upper-cased (a recovery code is Crockford base32). */
const typedCode = (required: string) =>
  v.pipe(
    v.string(required),
    v.maxLength(40, required),
    v.transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
    v.minLength(1, required),
  );

/** A TOTP code (6 digits) or a recovery code (10 characters): what "a current code" accepts. */
export const secondFactorCode = /* @__PURE__ */ defineSchema(() =>
  v.pipe(typedCode(twoFactorMessages.codeRequired), v.regex(/^(?:\d{6}|[0-9A-Z]{10})$/, twoFactorMessages.codeShape)),
);

/** Turning TOTP on begins with the current password. */
export const twoFactorSetupSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ password: anyPassword(fieldMessages.passwordRequired) }),
);

/** The enrolment is confirmed with one valid code from the app. */
export const twoFactorEnableSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    code: v.pipe(typedCode(twoFactorMessages.codeRequired), v.regex(/^\d{6}$/, twoFactorMessages.totpShape)),
  }),
);

/** Turning it off or making new recovery codes: the password and a current code. */
export const twoFactorConfirmSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ password: anyPassword(fieldMessages.passwordRequired), code: secondFactorCode }),
);

// Answers.

export const twoFactorStatusData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    enabled: v.boolean(),
    recoveryCodesLeft: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Unused recovery codes')),
  }),
);
export type TwoFactorStatus = v.InferOutput<typeof twoFactorStatusData>;

export const twoFactorSetupData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    secret: v.pipe(v.string(), v.description('The TOTP secret in base32 (groups of four), to type into an app')),
    uri: v.pipe(v.string(), v.description('The otpauth:// URI, for the QR code')),
  }),
);
export type TwoFactorSetup = v.InferOutput<typeof twoFactorSetupData>;

export const recoveryCodesData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    recoveryCodes: v.pipe(
      v.array(v.string()),
      v.description('10 single-use codes, shown this once; only their hashes are kept'),
    ),
  }),
);
export type RecoveryCodes = v.InferOutput<typeof recoveryCodesData>;

export const twoFactorOffData = /* @__PURE__ */ defineSchema(() => v.strictObject({ enabled: v.literal(false) }));
