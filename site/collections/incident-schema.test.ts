/** Incident frontmatter (docs/decisions/status-history-from-incident-files.md): good files pass, bad ones fail naming the field. */
import { describe, expect, it } from 'vitest';
import { incidentSchema } from './incident-schema';

const good = {
  title: 'Elevated API error rates',
  components: { api: 'major', dashboard: 'partial' },
  start: '2026-11-12T09:24:00Z',
  end: '2026-11-12T09:52:00Z',
  status: 'resolved',
  updates: [{ time: '2026-11-12T09:52:00Z', status: 'resolved', content: 'Resolved.' }],
};

const failingPath = (data: unknown) => {
  const result = incidentSchema.safeParse(data);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('incidentSchema', () => {
  it('accepts a resolved incident and an ongoing one without an end', () => {
    expect(incidentSchema.parse(good).end?.toISOString()).toBe('2026-11-12T09:52:00.000Z');
    expect(failingPath({ ...good, end: undefined, status: 'monitoring' })).toBeNull();
  });

  it.each([
    ['an unknown impact', { ...good, components: { api: 'down' } }, 'components.api'],
    ['no component', { ...good, components: {} }, 'components'],
    ['an end before the start', { ...good, end: '2026-11-12T09:00:00Z' }, 'end'],
    ['a resolved incident without an end', { ...good, end: undefined }, 'end'],
    ['scheduled maintenance without an end', { ...good, end: undefined, status: 'scheduled' }, 'end'],
    ['no updates', { ...good, updates: [] }, 'updates'],
    ['an update without a status', { ...good, updates: [{ time: good.start, content: 'x' }] }, 'updates.0.status'],
  ])('rejects %s', (_, data, path) => {
    expect(failingPath(data)).toContain(path);
  });
});
