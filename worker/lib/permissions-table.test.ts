import { describe, expect, it } from 'vitest';
import teamsDoc from '../../docs/teams.md?raw';
import { PERMISSIONS_END, PERMISSIONS_START, permissionsTable } from './permissions-table';

describe('the role table of docs/teams.md', () => {
  it('is what site/shared/domain/teams.ts holds', () => {
    const start = teamsDoc.indexOf(PERMISSIONS_START);
    const end = teamsDoc.indexOf(PERMISSIONS_END);
    expect(start, 'docs/teams.md has the permissions table markers').toBeGreaterThan(-1);
    const table = teamsDoc.slice(start + PERMISSIONS_START.length, end).trim();
    expect(table, 'docs/teams.md is out of date: run `npm run api:table`').toBe(permissionsTable());
  });
});
