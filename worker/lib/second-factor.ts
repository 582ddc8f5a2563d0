/**
 * "A current code" (R30) wherever one is asked: the second sign-in step, a password reset of an
 * account with two-factor sign-in on, turning it off and making new recovery codes. A code is a TOTP
 * code (6 digits, accepted once: its time step must be later than the last accepted one) or an unused
 * recovery code (spent by the check). Wrong codes count per account (`RATE_LIMIT_MFA_FAILURES`), so
 * someone who has the password cannot work through the codes with many tickets or reset links.
 */
import type { Context } from 'hono';
import { twoFactorMessages } from '../../site/shared/validation';
import type { Db } from '../db/client';
import { hitRateLimit, rateLimitPeek } from '../db/rate-limits';
import { acceptTimeStep, spendRecoveryCode } from '../db/two-factor';
import type { AppEnv } from '../env';
import { ApiError } from './envelope';
import { LIMITS, limitOf, waitText } from './limits';
import { hashRecoveryCode, isRecoveryCodeShape } from './recovery-codes';
import { type BoxKey, open, seal } from './secret-box';
import { matchTotp } from './totp';

/** The key TOTP secrets are sealed with: derived from the Worker secret ACCOUNT_KEY. */
export const totpBoxKey = (env: AppEnv['Bindings']): BoxKey => ({ secret: env.ACCOUNT_KEY, purpose: 'totp-secret' });

export const sealTotpSecret = (env: AppEnv['Bindings'], secret: Uint8Array, userId: string) =>
  seal(totpBoxKey(env), secret, userId);

export const openTotpSecret = (env: AppEnv['Bindings'], secretBox: string, userId: string) =>
  open(totpBoxKey(env), secretBox, userId);

export type Factor = { userId: string; secretBox: string; lastStep: number | null };

const failureKey = (userId: string) => `${LIMITS.mfaFailures.bucket}:user:${userId}`;

function refuse(c: Context<AppEnv>, windowStart: number, windowMs: number, now: number): never {
  const seconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  c.header('Retry-After', String(seconds));
  throw new ApiError(429, twoFactorMessages.tooManyWrongCodes(waitText(seconds)));
}

/**
 * Checks and spends `code` for the account of `factor`: 'totp' or 'recovery' when it was right,
 * else counts a wrong code for the account and answers null. 429 (before looking at the code) once
 * the account has had too many wrong codes in the window.
 */
export async function spendSecondFactor(
  c: Context<AppEnv>,
  db: Db,
  factor: Factor,
  code: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | null> {
  const { limit, windowMs } = limitOf(c.env, 'mfaFailures');
  const [seen] = await rateLimitPeek(db, failureKey(factor.userId), windowMs, now);
  if (seen && seen.count >= limit) refuse(c, seen.windowStart, windowMs, now);
  const spent = await spend(c, db, factor, code, now);
  if (spent) return spent;
  await hitRateLimit(db, failureKey(factor.userId), windowMs, now);
  return null;
}

async function spend(c: Context<AppEnv>, db: Db, factor: Factor, code: string, now: number) {
  if (/^\d{6}$/.test(code)) {
    const secret = await openTotpSecret(c.env, factor.secretBox, factor.userId);
    const step = matchTotp(secret, code, now, factor.lastStep);
    if (step !== null && (await acceptTimeStep(db, factor.userId, step))) return 'totp' as const;
    return null;
  }
  if (isRecoveryCodeShape(code)) {
    const spent = await spendRecoveryCode(db, factor.userId, await hashRecoveryCode(factor.userId, code), now);
    if (spent) return 'recovery' as const;
  }
  return null;
}
