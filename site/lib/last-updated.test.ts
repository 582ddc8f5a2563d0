import { describe, expect, it } from 'vitest';
import { lastUpdated, parseGitLog } from './last-updated';

describe('parseGitLog', () => {
  it('gives each file the date of the newest commit that touched it (git log lists newest first)', () => {
    const log = [
      '',
      '2026-11-27T10:00:00+00:00\n\ncontent/blog/a.mdx\ncontent/docs/b.mdx\n',
      '2026-11-20T09:30:00+01:00\n\ncontent/docs/b.mdx\ncontent/docs/c.mdx\n',
    ].join('\0');
    const dates = parseGitLog(log);
    expect(dates.get('content/blog/a.mdx')?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(dates.get('content/docs/b.mdx')?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(dates.get('content/docs/c.mdx')?.toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(dates.size).toBe(3);
  });

  it('skips a commit whose date does not parse', () => {
    expect(parseGitLog('\0not a date\ncontent/x.mdx\n').size).toBe(0);
  });
});

describe('lastUpdated', () => {
  it('prefers the front matter', () => {
    const date = new Date('2025-04-10T00:00:00Z');
    expect(lastUpdated('content/docs/api.mdx', date)).toEqual({ date, source: 'front matter' });
  });

  it('falls back to the build date for a file git does not know', () => {
    expect(lastUpdated('content/docs/not-committed.mdx', undefined).source).toBe('build date');
  });
});
