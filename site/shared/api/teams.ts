/**
 * Teams: `/api/teams` (creating one) and `/api/team` (the current team: members, roles, policy,
 * audit log). The team's invitations are `team-invitations.ts`, an invitation link's `invitations.ts`,
 * the accounts a customer acts as `accounts.ts`; texts of all four in `teams-messages.ts`.
 */
import * as v from 'valibot';
import { ASSIGNABLE_ROLES, AUDIT_EVENTS, AUDIT_PAGE_SIZE, ROLES, TEAM_NAME_MAX } from '../domain/teams';
import { anyPassword, defineSchema, requestObject, timestamp, tooLong } from './common';
import { fieldMessages } from './common-messages';
import { teamErrors } from './teams-messages';
import { secondFactorCode } from './two-factor';

export * from './teams-messages';

/** No line breaks, other controls or bidi overrides. */
const CONTROLS = String.raw`\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069`;
const ONE_LINE = /* @__PURE__ */ defineSchema(() => new RegExp(`^[^${CONTROLS}]*$`));

const teamName = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.string(teamErrors.nameRequired),
    v.trim(),
    v.minLength(1, teamErrors.nameRequired),
    v.maxLength(TEAM_NAME_MAX, tooLong('Team name', TEAM_NAME_MAX)),
    v.regex(ONE_LINE, teamErrors.nameOneLine),
  ),
);
export const assignableRole = /* @__PURE__ */ defineSchema(() => v.picklist(ASSIGNABLE_ROLES, teamErrors.roleInvalid));
const id = (what: string) => v.pipe(v.string(`${what} is required`), v.minLength(1), v.maxLength(64));

// Requests.

export const teamCreateSchema = /* @__PURE__ */ defineSchema(() => requestObject({ name: teamName }));
export const teamRenameSchema = teamCreateSchema;
export const twoFactorPolicySchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ required: v.boolean('required must be true or false') }),
);
export const roleChangeSchema = /* @__PURE__ */ defineSchema(() => requestObject({ role: assignableRole }));
/** Handing the team over, or deleting it: the password and, when two-factor sign-in is on, a current code. */
export const ownerConfirmSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ password: anyPassword(fieldMessages.passwordRequired), code: v.optional(secondFactorCode) }),
);
export const transferSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    userId: id('userId'),
    password: anyPassword(fieldMessages.passwordRequired),
    code: v.optional(secondFactorCode),
  }),
);
/** A member's user id, as the team's member list answers it. */
export const memberIdSchema = /* @__PURE__ */ defineSchema(() => id('userId'));
export const auditQuerySchema = /* @__PURE__ */ defineSchema(() =>
  v.object({
    event: v.optional(v.picklist(AUDIT_EVENTS, teamErrors.auditEventInvalid)),
    /** Entries older than this one (its `seq`): the next page. */
    before: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'before must be a positive whole number'))),
  }),
);

// Answers.

export const memberData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    userId: v.string(),
    name: v.string(),
    email: v.string(),
    role: v.picklist(ROLES),
    twoFactor: v.pipe(v.boolean(), v.description('Whether the member has two-factor sign-in on')),
    joinedAt: timestamp('When they joined'),
  }),
);
export type Member = v.InferOutput<typeof memberData>;

export const teamData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    id: v.string(),
    name: v.string(),
    requireTwoFactor: v.boolean(),
    role: v.pipe(v.picklist(ROLES), v.description("The signed-in customer's role")),
    members: v.pipe(v.array(memberData), v.description('The owner first, then by name')),
  }),
);
export type Team = v.InferOutput<typeof teamData>;

export const auditEntryData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    seq: v.pipe(v.number(), v.integer(), v.description("The entry's place in the account's log (1, 2, 3…)")),
    event: v.picklist(AUDIT_EVENTS),
    actor: v.strictObject({ name: v.string(), email: v.string() }),
    target: v.pipe(v.string(), v.description('What it acted on: an address, an order or invoice number; may be empty')),
    detail: v.record(v.string(), v.string()),
    address: v.pipe(v.string(), v.description('The client address it came from')),
    at: timestamp('When'),
  }),
);
export type AuditEntry = v.InferOutput<typeof auditEntryData>;

export const auditPageData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    entries: v.pipe(v.array(auditEntryData), v.description(`Newest first, at most ${AUDIT_PAGE_SIZE}`)),
    nextBefore: v.pipe(v.nullable(v.number()), v.description('`before` for the next page; null on the last')),
  }),
);
export type AuditPage = v.InferOutput<typeof auditPageData>;
