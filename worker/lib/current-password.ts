import { runBatch } from '../db/compiled';
import type { RequestContext } from '../env';
import { enforceLimits, passwordCounters } from './attempts';
import { clientKey } from './client-address';
import { ApiError } from './envelope';
import { waitText } from './limits';
import { verifyPassword } from './password';

export const WRONG_PASSWORD = 'Current password is incorrect';

/** The limits a re-entered password counts against (the sign-in's): list them in the route's 429. */
export const PASSWORD_LIMITS = ['loginFailures', 'loginFailuresClient', 'loginFailuresAccount'] as const;

export const tooManyPasswords = (seconds: number) =>
  `Too many wrong passwords. Please try again in ${waitText(seconds)}.`;

/**
 * Counts the attempt, then checks `password` against the account's hash: 429 (with Retry-After)
 * past a limit, 400 "Current password is incorrect" (with the field named as `field`) when wrong.
 * 400 rather than 401: a 401 tells the client its session is gone.
 */
export async function requireCurrentPassword(
  c: RequestContext,
  user: { email: string; passwordHash: string },
  password: string,
  field: string | null = 'password',
): Promise<void> {
  const refunds = await enforceLimits(c, passwordCounters(user.email, clientKey(c)), tooManyPasswords);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new ApiError(400, WRONG_PASSWORD, field === null ? undefined : { [field]: WRONG_PASSWORD });
  }
  await runBatch(c.var.d1, refunds);
}
