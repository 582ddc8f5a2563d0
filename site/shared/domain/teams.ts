/**
 * Accounts, teams and roles: the permission table, written once (docs/decisions/accounts-and-teams.md).
 * The Worker refuses what a role may not do (403) and the pages hide the controls for it, both
 * from `PERMISSIONS`; the Workers-runtime test walks it role by role.
 */

export const ACCOUNT_KINDS = ['personal', 'team'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ROLES = ['owner', 'admin', 'billing', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an invitation or a role change may give: ownership only moves by a transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'billing', 'member', 'viewer'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  billing: 'Billing',
  member: 'Member',
  viewer: 'Viewer',
};

/** One line per role, for the team page and the invitation form. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, including ownership, the security policy and deleting the team.',
  admin: 'Everything but ownership, the security policy and deleting the team.',
  billing: 'Billing details, invoices, the balance and the monthly budget; reads orders; cannot buy.',
  member: 'Cart, checkout and orders; no billing details or invoices.',
  viewer: 'Reads orders only.',
};

/** Everything a request can do in an account; each signed-in route of an account's data names one. */
export const ACTIONS = [
  'cart:use',
  'orders:read',
  'orders:place',
  'services:read',
  'services:cancel',
  'billing:read',
  'billing:write',
  'budget:set',
  'team:read',
  'team:rename',
  'members:manage',
  'audit:read',
  'team:leave',
  'team:policy',
  'team:transfer',
  'team:delete',
  'tokens:manage',
  'tokens:oversee',
] as const;
export type Action = (typeof ACTIONS)[number];

const ALL = ['owner', 'admin', 'billing', 'member', 'viewer'] as const;
const MANAGERS = ['owner', 'admin'] as const;

/** Who may do what: the whole table. */
export const PERMISSIONS: Record<Action, readonly Role[]> = {
  'cart:use': ['owner', 'admin', 'member'],
  'orders:read': ALL,
  'orders:place': ['owner', 'admin', 'member'],
  'services:read': ALL,
  'services:cancel': ['owner', 'admin', 'member'],
  'billing:read': ['owner', 'admin', 'billing'],
  'billing:write': ['owner', 'admin', 'billing'],
  'budget:set': ['owner', 'admin', 'billing'],
  'team:read': ALL,
  'team:rename': MANAGERS,
  'members:manage': MANAGERS,
  'audit:read': MANAGERS,
  'team:leave': ['admin', 'billing', 'member', 'viewer'],
  'team:policy': ['owner'],
  'team:transfer': ['owner'],
  'team:delete': ['owner'],
  // Every member may make tokens; each acts within its maker's role (docs/decisions/api-tokens.md).
  'tokens:manage': ALL,
  // Owners and admins see and revoke every member's token (docs/decisions/api-tokens.md).
  'tokens:oversee': MANAGERS,
};

/** What the table's actions mean, for the docs and the closing table. */
export const ACTION_LABELS: Record<Action, string> = {
  'cart:use': 'read and change the cart',
  'orders:read': 'read orders',
  'orders:place': 'check out',
  'services:read': 'read services and their usage',
  'services:cancel': 'cancel services',
  'billing:read': 'read billing details and invoices',
  'billing:write': 'change billing details',
  'budget:set': 'set the monthly budget and its stop',
  'team:read': 'see the team and its members',
  'team:rename': 'rename the team',
  'members:manage': 'invite, change roles, remove members',
  'audit:read': 'read the audit log',
  'team:leave': 'leave the team',
  'team:policy': 'require two-factor sign-in',
  'team:transfer': 'transfer ownership',
  'team:delete': 'delete the team',
  'tokens:manage': 'make and revoke their own API tokens',
  'tokens:oversee': "see and revoke every member's API tokens",
};

/** What a member refused by the team's two-factor policy can still do. */
export const POLICY_EXEMPT: readonly Action[] = ['team:leave'];

export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && PERMISSIONS[action].includes(role);
}

/** Days an invitation link stays valid after it was (last) sent. */
export const INVITATION_DAYS = 7;

/** What the audit log records. */
export const AUDIT_EVENTS = [
  'team.created',
  'team.renamed',
  'team.deleted',
  'policy.changed',
  'invitation.sent',
  'invitation.resent',
  'invitation.cancelled',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'billing.details_changed',
  'budget.changed',
  'order.placed',
  'payment.recorded',
  'credit_note.issued',
  'token.created',
  'token.revoked',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const AUDIT_EVENT_LABELS: Record<AuditEvent, string> = {
  'team.created': 'Team created',
  'team.renamed': 'Team renamed',
  'team.deleted': 'Team deleted',
  'policy.changed': 'Two-factor policy changed',
  'invitation.sent': 'Invitation sent',
  'invitation.resent': 'Invitation resent',
  'invitation.cancelled': 'Invitation cancelled',
  'member.joined': 'Member joined',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'ownership.transferred': 'Ownership transferred',
  'billing.details_changed': 'Billing details changed',
  'budget.changed': 'Monthly budget changed',
  'order.placed': 'Order placed',
  'payment.recorded': 'Payment recorded',
  'credit_note.issued': 'Credit note issued',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
};

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

export const TEAM_NAME_MAX = 60;
