/** The operator's endpoints as staff call them, with the tests' operator key and a fresh client each time. */
import { env } from 'cloudflare:workers';
import type { CreditNote, PaymentAnswer } from '../../site/shared/api/credit';
import { api, freshClient } from './helpers';

export const OPERATOR_KEY = env.OPERATOR_KEY;

export function recordPayment(
  body: unknown,
  key: string | null = OPERATOR_KEY,
  client: Record<string, string> = freshClient(),
) {
  return api<PaymentAnswer>('POST', '/api/operator/payments', {
    body,
    headers: { ...client, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
  });
}

export function creditLine(body: unknown) {
  return api<CreditNote>('POST', '/api/operator/credit-notes', {
    body,
    headers: { ...freshClient(), authorization: `Bearer ${OPERATOR_KEY}` },
  });
}
