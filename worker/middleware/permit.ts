/**
 * A signed-in route that acts in the current account names what it does there: the role table
 * (site/shared/domain/teams.ts) decides in the route's own batch, and the account's rows are read
 * and written only where it allows (lib/session-sql.ts). 403 otherwise; docs/decisions/accounts-and-teams.md.
 */
import { createMiddleware } from 'hono/factory';
import { teamErrors } from '../../site/shared/api/teams-messages';
import { ACTION_LABELS, type Action, PERMISSIONS, ROLE_LABELS } from '../../site/shared/domain/teams';
import type { SignedInEnv } from '../env';
import { documented, failure } from '../openapi/responses';

/** Who may: "Owner, Admin or Member". */
export function rolesText(action: Action): string {
  const labels = PERMISSIONS[action].map((role) => ROLE_LABELS[role]);
  return labels.length === 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

const refused = (action: Action) =>
  failure(
    `Acts in the current account, to ${ACTION_LABELS[action]}: allowed to ${rolesText(action)}. Otherwise "${teamErrors.forbidden}"; "${teamErrors.twoFactorRequired}" while the team requires two-factor sign-in and the customer has not turned it on; "${teamErrors.notMember}" after they were removed`,
  );

export function permit(action: Action) {
  const middleware = createMiddleware<SignedInEnv>(async (c, next) => {
    c.var.signedIn.permit(action);
    await next();
  });
  return documented(middleware, { responses: { 403: refused(action) } });
}

/** The 409 of a route that acts only in a team, with the route's own conflicts (`also`). */
export const inTeamConflict = (...also: string[]) =>
  failure([`"${teamErrors.personalAccount}" (the current account is personal)`, ...also].join('; '));

/** `permit` for `/api/team`: the current account must be a team; a personal one answers 409. */
export function permitInTeam(action: Action) {
  const middleware = createMiddleware<SignedInEnv>(async (c, next) => {
    c.var.signedIn.permit(action, 'team');
    await next();
  });
  return documented(middleware, { responses: { 403: refused(action), 409: inTeamConflict() } });
}
