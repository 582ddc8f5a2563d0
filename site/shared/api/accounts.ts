/**
 * `/api/accounts`: the accounts a customer can act as (their personal account and their teams), and
 * switching the session to one. Other answers that name an account use `accountData` too.
 */
import * as v from 'valibot';
import { ACCOUNT_KINDS, ROLES } from '../domain/teams';
import { defineSchema, requestObject } from './common';

// Requests.

export const accountSwitchSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ accountId: v.pipe(v.string('accountId is required'), v.minLength(1), v.maxLength(64)) }),
);

// Answers.

export const accountData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    id: v.string(),
    kind: v.picklist(ACCOUNT_KINDS),
    name: v.pipe(v.string(), v.description("The team's name; '' for a personal account")),
    role: v.picklist(ROLES),
    requireTwoFactor: v.boolean(),
  }),
);
export type Account = v.InferOutput<typeof accountData>;

export const accountListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    currentId: v.string(),
    accounts: v.pipe(v.array(accountData), v.description('The personal account first, then teams by name')),
  }),
);
export type AccountList = v.InferOutput<typeof accountListData>;
