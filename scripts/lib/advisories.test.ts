import { describe, expect, it } from 'vitest';
import { parseAudit, summarize } from './advisories.mjs';

const counts = (over: Record<string, number> = {}) => ({
  info: 0,
  low: 0,
  moderate: 0,
  high: 0,
  critical: 0,
  total: Object.values(over).reduce((a, b) => a + b, 0),
  ...over,
});

// The shape npm 11 prints for `npm audit --json` (auditReportVersion 2).
const report = (vulnerabilities: Record<string, unknown>, over: Record<string, number> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts(over), dependencies: { prod: 60, dev: 0, total: 60 } },
  });

describe('npm audit --omit=dev, read', () => {
  it('a clean report is checked with no blocking advisory', () => {
    const result = parseAudit(report({}));
    expect(result).toEqual({
      status: 'checked',
      counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
      blocking: [],
    });
    expect(summarize(result)).toBe('no high or critical advisory (0 info, 0 low, 0 moderate, 0 high, 0 critical)');
  });

  it('high and critical advisories are listed; low and moderate are counted only', () => {
    const result = parseAudit(
      report(
        {
          zeta: { name: 'zeta', severity: 'critical', range: '<2.0.1', via: [] },
          alpha: { name: 'alpha', severity: 'high', range: '1.0.0 - 1.4.2', via: [] },
          mid: { name: 'mid', severity: 'moderate', range: '<3', via: [] },
        },
        { moderate: 1, high: 1, critical: 1 },
      ),
    );
    expect(result.status).toBe('checked');
    if (result.status !== 'checked') return;
    expect(result.blocking.map((v) => v.name)).toEqual(['alpha', 'zeta']);
    expect(result.counts).toEqual({ info: 0, low: 0, moderate: 1, high: 1, critical: 1 });
    expect(summarize(result)).toBe(
      '2 high or critical: alpha 1.0.0 - 1.4.2 (high); zeta <2.0.1 (critical) (0 info, 0 low, 1 moderate, 1 high, 1 critical)',
    );
  });

  it('a refused advisory endpoint is unavailable, never "no advisories"', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    const result = parseAudit(refused);
    expect(result).toEqual({
      status: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(summarize(result)).toMatch(/^not checked: the advisory endpoint is unavailable \(405 Method Not Allowed/);
  });

  it('output that is not JSON is unavailable', () => {
    expect(parseAudit('')).toEqual({ status: 'unavailable', reason: 'npm audit printed no JSON: (nothing)' });
    expect(parseAudit('npm error network')).toMatchObject({ status: 'unavailable' });
  });
});
