/**
 * The limits table of docs/security.md, written from lib/limits.ts: `npm run api:table` puts it
 * between the markers, and a Workers-runtime test fails when the table and the rows disagree.
 */
import { markdownTable } from '../openapi/api-table';
import { describeDefault, LIMITS, type LimitName, SCOPE_KEY } from './limits';

export const LIMITS_START = '<!-- limits-table:start (generated from worker/lib/limits.ts by `npm run api:table`) -->';
export const LIMITS_END = '<!-- limits-table:end -->';

export function limitsTable(): string {
  const rows = (Object.keys(LIMITS) as LimitName[]).map((name) => {
    const { variable, scope, purpose } = LIMITS[name];
    return [`\`${variable}\``, SCOPE_KEY[scope], describeDefault(name), purpose];
  });
  return markdownTable(['Worker var', 'key', 'default', 'counts'], rows);
}

export function withLimitsTable(markdown: string): string {
  const start = markdown.indexOf(LIMITS_START);
  const end = markdown.indexOf(LIMITS_END);
  if (start < 0 || end < start) throw new Error(`docs/security.md needs the markers ${LIMITS_START} and ${LIMITS_END}`);
  return `${markdown.slice(0, start + LIMITS_START.length)}\n${limitsTable()}\n${markdown.slice(end)}`;
}
