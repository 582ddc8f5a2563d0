/**
 * The operator's guard: `Authorization: Bearer <OPERATOR_KEY>` (a Worker secret), compared in constant
 * time, after the request was counted against the operator limit, so the key cannot be guessed faster
 * than that limit allows.
 */
import { createMiddleware } from 'hono/factory';
import { billingErrors } from '../../site/shared/api/billing';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/envelope';
import { documented, failure } from '../openapi/responses';

const encoder = new TextEncoder();

/** Whether `given` is `secret`: both hashed first, so the comparison takes the same time whatever their lengths. */
async function sameSecret(given: string, secret: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, secret].map((value) => crypto.subtle.digest('SHA-256', encoder.encode(value))),
  );
  return crypto.subtle.timingSafeEqual(a as ArrayBuffer, b as ArrayBuffer);
}

const guard = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.OPERATOR_KEY ?? '';
  const match = /^Bearer (\S+)$/.exec((c.req.header('authorization') ?? '').trim());
  // Without a configured key of a sensible length, nobody is an operator.
  if (secret.length < 32 || !match?.[1] || !(await sameSecret(match[1], secret))) {
    throw new ApiError(401, billingErrors.operatorKey);
  }
  await next();
});

export const requireOperator = documented(guard, {
  security: [{ operatorKey: [] }],
  responses: { 401: failure(`"${billingErrors.operatorKey}": no key, or not the Worker's OPERATOR_KEY`) },
});
