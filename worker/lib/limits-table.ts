/**
 * The limits table of README's Security section, written from lib/limits.ts: `npm run api:table`
 * puts it between the markers, and a Workers-runtime test fails when README and the rows disagree.
 */
import { describeDefault, LIMITS, type LimitName, SCOPE_KEY } from './limits';

export const LIMITS_START = '<!-- limits-table:start (generated from worker/lib/limits.ts by `npm run api:table`) -->';
export const LIMITS_END = '<!-- limits-table:end -->';

export function limitsTable(): string {
  const rows = (Object.keys(LIMITS) as LimitName[]).map((name) => {
    const { variable, scope, purpose } = LIMITS[name];
    return `| \`${variable}\` | ${SCOPE_KEY[scope]} | ${describeDefault(name)} | ${purpose} |`;
  });
  return ['| Worker var | key | default | counts |', '|---|---|---|---|', ...rows].join('\n');
}

export function withLimitsTable(readme: string): string {
  const start = readme.indexOf(LIMITS_START);
  const end = readme.indexOf(LIMITS_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${LIMITS_START} and ${LIMITS_END}`);
  return `${readme.slice(0, start + LIMITS_START.length)}\n${limitsTable()}\n${readme.slice(end)}`;
}
