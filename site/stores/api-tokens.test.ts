/** The API tokens page's rules in the browser: which scopes a role may give. */
import { describe, expect, it } from 'vitest';
import { can } from '../shared/domain/teams';
import { usableScopes } from './api-tokens';

describe('the scopes a role may give a token', () => {
  it.each([
    [
      'owner',
      [
        'orders:read',
        'orders:write',
        'cart:read',
        'cart:write',
        'billing:read',
        'catalog:read',
        'services:read',
        'services:write',
      ],
    ],
    [
      'admin',
      [
        'orders:read',
        'orders:write',
        'cart:read',
        'cart:write',
        'billing:read',
        'catalog:read',
        'services:read',
        'services:write',
      ],
    ],
    ['billing', ['orders:read', 'billing:read', 'catalog:read', 'services:read']],
    [
      'member',
      ['orders:read', 'orders:write', 'cart:read', 'cart:write', 'catalog:read', 'services:read', 'services:write'],
    ],
    ['viewer', ['orders:read', 'catalog:read', 'services:read']],
  ] as const)('%s: %j', (role, scopes) => {
    expect(usableScopes((action) => can(role, action))).toEqual(scopes);
  });
});
