/**
 * Every text of `/api/profile`: the details and password forms, "Download your data" and "Delete
 * account"; without Valibot, so the pages show them before their checks load (`profile.ts` re-exports it).
 */

export const profileMessages = {
  nameRequired: 'Name is required',
  nameOneLine: 'Name must be one line of at most 100 characters',
  allPasswordFields: 'All password fields are required',
} as const;

export const DELETED_USER = 'Deleted user';

export const profileDataMessages = {
  download: 'Download your data',
  downloadLead:
    'A JSON file of everything Nimbus Cloud stores about you: profile, billing details, sessions and sign-ins, passkeys, two-factor state, API tokens, teams, orders, invoices and audit entries. Secrets are never in it.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteTitle: 'Delete account',
  deleteLead:
    'Deleting your account signs you out everywhere, ends your API tokens and removes your factors, passkeys, carts and billing details. Invoices are kept for 10 years without a link to you, as the law requires.',
  deleteConfirm: 'Delete my account',
  passwordRequired: 'Please enter your password',
  /** Where the browser goes once the account is gone. */
  deletedPath: '/account-deleted',
  /** Refusals, each with its reason and what to do. */
  ownsTeamWithMembers: (team: string) =>
    `You own the team "${team}", which has other members. Transfer its ownership or remove its members before deleting your account.`,
  unpaidInvoice: (number: string) =>
    `An account you own has an unpaid invoice, ${number}. Pay it before deleting your account.`,
} as const;

/** The name of the downloaded file. */
export const exportFileName = (date: string) => `nimbus-cloud-data-${date}.json`;
