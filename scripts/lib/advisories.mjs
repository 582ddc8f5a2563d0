// The production dependencies' security advisories, as `npm audit --omit=dev` reports them.
//
// `npm audit` asks the registry's advisory endpoint. Where that endpoint cannot be reached or refuses the
// request (this workplace's registry answers 405 Method Not Allowed), the result says "unavailable" and why:
// it is never counted as "no advisories".
import { spawn } from 'node:child_process';
import { quietEnv } from './run.mjs';

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
/** Severities that fail the audit. */
export const BLOCKING = ['high', 'critical'];

/**
 * Reads the JSON that `npm audit --json` printed.
 * @returns {{ status: 'checked', counts: Record<string, number>, blocking: { name: string, severity: string, range: string }[] }
 *         | { status: 'unavailable', reason: string }}
 */
export function parseAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {
      status: 'unavailable',
      reason: `npm audit printed no JSON: ${stdout.trim().slice(0, 200) || '(nothing)'}`,
    };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object' || !report.vulnerabilities) {
    const why = report?.message ?? report?.error?.summary ?? 'no vulnerability counts in the report';
    return { status: 'unavailable', reason: String(why) };
  }
  const blocking = Object.values(report.vulnerabilities)
    .filter((v) => BLOCKING.includes(v.severity))
    .map((v) => ({ name: v.name, severity: v.severity, range: v.range ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    status: 'checked',
    counts: Object.fromEntries(SEVERITIES.map((s) => [s, Number(counts[s] ?? 0)])),
    blocking,
  };
}

/** One line for a report. */
export function summarize(result) {
  if (result.status === 'unavailable') return `not checked: the advisory endpoint is unavailable (${result.reason})`;
  const counts = SEVERITIES.map((s) => `${result.counts[s]} ${s}`).join(', ');
  if (!result.blocking.length) return `no high or critical advisory (${counts})`;
  return `${result.blocking.length} high or critical: ${result.blocking
    .map((v) => `${v.name} ${v.range} (${v.severity})`)
    .join('; ')} (${counts})`;
}

/** Runs `npm audit --omit=dev --json` (npm exits 1 when it finds advisories, so the exit code is not used). */
export function auditProductionDependencies({ cwd = process.cwd(), timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { cwd, env: quietEnv, timeout: timeoutMs });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', (error) => resolve({ status: 'unavailable', reason: error.message }));
    child.on('close', () => resolve(parseAudit(stdout)));
  });
}
