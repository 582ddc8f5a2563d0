/**
 * The role table of docs/teams.md, written from site/shared/domain/teams.ts: `npm run api:table` puts
 * it between the markers, and a Workers-runtime test fails when the docs and the table disagree.
 */
import { ACTION_LABELS, ACTIONS, PERMISSIONS, ROLE_LABELS, ROLES } from '../../site/shared/domain/teams';
import { markdownTable } from '../openapi/api-table';

export const PERMISSIONS_START =
  '<!-- permissions-table:start (generated from site/shared/domain/teams.ts by `npm run api:table`) -->';
export const PERMISSIONS_END = '<!-- permissions-table:end -->';

export function permissionsTable(): string {
  const rows = ACTIONS.map((action) => [
    `${ACTION_LABELS[action]} (\`${action}\`)`,
    ...ROLES.map((role) => (PERMISSIONS[action].includes(role) ? 'yes' : '—')),
  ]);
  return markdownTable(['action', ...ROLES.map((role) => ROLE_LABELS[role])], rows);
}

export function withPermissionsTable(markdown: string): string {
  const start = markdown.indexOf(PERMISSIONS_START);
  const end = markdown.indexOf(PERMISSIONS_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/teams.md needs the markers ${PERMISSIONS_START} and ${PERMISSIONS_END}`);
  }
  return `${markdown.slice(0, start + PERMISSIONS_START.length)}\n${permissionsTable()}\n${markdown.slice(end)}`;
}
