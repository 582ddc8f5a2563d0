import { describe, expect, it } from 'vitest';
import { validate } from './common';
import { checkPasswordChange, profileSchema } from './profile';

describe('profile validation', () => {
  it('requires a name with the profile message', () => {
    const result = validate(profileSchema, { name: ' ' });
    expect(result).toMatchObject({ ok: false, error: 'Name is required' });
  });

  it('accepts empty optional fields', () => {
    expect(validate(profileSchema, { name: 'Ada', companyName: '', address: '', phoneNumber: '' }).ok).toBe(true);
  });
});

describe('change password (the new password under the sign-up policy)', () => {
  it.each([
    [['', 'NewPass123', 'NewPass123'], 'All password fields are required'],
    [['old', '', 'NewPass123'], 'All password fields are required'],
    [['old', 'NewPass123', ''], 'All password fields are required'],
    [['old', 'NewPass123', 'NewPass124'], 'New password and confirmation do not match'],
    [['old', 'Short1', 'Short1'], 'Password must be at least 8 characters'],
    [['old', 'lowercase123', 'lowercase123'], 'Password must contain one uppercase letter and one number'],
    [['old', 'NewPass123', 'NewPass123'], null],
  ])('%j → %s', ([oldPassword, newPassword, confirm], expected) => {
    const checked = checkPasswordChange(oldPassword ?? '', newPassword ?? '', confirm ?? '');
    expect(checked).toEqual(expected ? { ok: false, error: expected, fields: {} } : { ok: true, data: null });
  });
});
