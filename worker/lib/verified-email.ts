/**
 * A passkey or two-factor sign-in is added only to a verified address: otherwise whoever signed up
 * first with someone else's address could keep a way in after the owner resets the password
 * (docs/decisions/factors-need-a-verified-address.md).
 */
import { FACTORS_NEED_VERIFIED_EMAIL } from '../../site/shared/api/auth';
import { failure } from '../openapi/responses';
import { ApiError } from './envelope';

export { FACTORS_NEED_VERIFIED_EMAIL };

/** 403 unless the account's address is verified. */
export function requireVerifiedEmail(user: { emailVerifiedAt: number | null }): void {
  if (user.emailVerifiedAt === null) throw new ApiError(403, FACTORS_NEED_VERIFIED_EMAIL);
}

export const unverifiedResponse = { 403: failure(FACTORS_NEED_VERIFIED_EMAIL) };
