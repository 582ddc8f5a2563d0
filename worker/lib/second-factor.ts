import { twoFactorMessages } from '../../site/shared/api/two-factor';
import type { Db } from '../db/client';
import { runBatch } from '../db/compiled';
import { acceptTimeStep, spendRecoveryCode } from '../db/two-factor';
import type { AppEnv, RequestContext } from '../env';
import { countAttempt } from './attempts';
import { ApiError } from './envelope';
import { waitText } from './limits';
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

/** Thrown past the account's limit; `first` marks the first refusal of the window (worth recording). */
export class TooManyWrongCodes extends ApiError {
  constructor(
    readonly retryAfter: number,
    readonly first: boolean,
  ) {
    super(429, twoFactorMessages.tooManyWrongCodes(waitText(retryAfter)));
  }
}

/**
 * Checks and spends `code` for the account of `factor`: 'totp' or 'recovery' when it was right,
 * else null. The attempt is counted for the account first; past the limit it throws
 * TooManyWrongCodes (429, with Retry-After) without looking at the code.
 */
export async function spendSecondFactor(
  c: RequestContext,
  db: Db,
  factor: Factor,
  code: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | null> {
  const attempt = countAttempt(db, c.env, [{ name: 'mfaFailures', key: `user:${factor.userId}` }], now);
  const { refused, refunds } = await attempt.run(c.var.d1);
  if (refused) {
    c.header('Retry-After', String(refused.retryAfter));
    throw new TooManyWrongCodes(refused.retryAfter, refused.first);
  }
  const spent = await spend(c, db, factor, code, now);
  if (spent) await runBatch(c.var.d1, refunds);
  return spent;
}

async function spend(c: RequestContext, db: Db, factor: Factor, code: string, now: number) {
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
