/**
 * The client of VIES, the European Commission's VAT number service (REST: `POST
 * {VIES_URL}/check-vat-number`), and how each of its answers reads: confirmed (with the consultation
 * number), not registered, or not reached (docs/decisions/vat-numbers-confirmed-with-vies.md).
 */

/** What VIES said about one number. */
export type ViesAnswer =
  | { kind: 'confirmed'; requestDate: string; requestIdentifier: string | null }
  | { kind: 'notRegistered'; requestDate: string }
  | { kind: 'unreachable'; reason: string };

/** VIES's error codes that mean "try later": the member state's or VIES's own service is down or busy. */
const LATER = new Set([
  'MS_UNAVAILABLE',
  'MS_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
  'VAT_BLOCKED',
  'IP_BLOCKED',
]);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Reads one answer of `check-vat-number`: its HTTP status and its JSON body (null when it was not
 * JSON). `valid` decides; an `errorWrappers` answer names why VIES could not say; anything else
 * counts as not reached, never as confirmed.
 */
export function readViesAnswer(status: number, body: unknown): ViesAnswer {
  if (status === 429) return { kind: 'unreachable', reason: 'RATE_LIMITED' };
  if (body === null || typeof body !== 'object') return { kind: 'unreachable', reason: `HTTP_${status}` };
  const answer = body as Record<string, unknown>;
  const wrappers = answer.errorWrappers;
  if (Array.isArray(wrappers) && wrappers.length > 0) {
    const code = text((wrappers[0] as Record<string, unknown> | null)?.error) ?? 'UNKNOWN';
    // VIES refuses the number itself: for the customer, as good as "not registered".
    if (code === 'INVALID_INPUT') return { kind: 'notRegistered', requestDate: '' };
    // Busy or down (LATER), or refusing our own request: either way, asked again at the next order.
    return { kind: 'unreachable', reason: LATER.has(code) ? code : `OTHER_${code}` };
  }
  if (status < 200 || status > 299) return { kind: 'unreachable', reason: `HTTP_${status}` };
  const requestDate = text(answer.requestDate) ?? '';
  if (answer.valid === true) {
    return { kind: 'confirmed', requestDate, requestIdentifier: text(answer.requestIdentifier) || null };
  }
  if (answer.valid === false) return { kind: 'notRegistered', requestDate };
  return { kind: 'unreachable', reason: 'NO_VERDICT' };
}

export type ViesRequest = {
  /** A normalized number with its prefix: "DE136695976" (Greece's prefix is EL, as VIES wants it). */
  vatNumber: string;
  /** The seller's own number, so that VIES gives a consultation number. */
  requester: { memberStateCode: string; number: string };
};

export type ViesConfig = { baseUrl: string; timeoutMs: number };

/** Asks VIES about one number; a timeout, a network failure or a bad answer is "unreachable", never an exception. */
export async function askVies(config: ViesConfig, request: ViesRequest, fetcher: typeof fetch = fetch) {
  const { vatNumber, requester } = request;
  try {
    const res = await fetcher(`${config.baseUrl.replace(/\/$/, '')}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        countryCode: vatNumber.slice(0, 2),
        vatNumber: vatNumber.slice(2),
        requesterMemberStateCode: requester.memberStateCode,
        requesterNumber: requester.number,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const body = await res.json().catch(() => null);
    return readViesAnswer(res.status, body);
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { kind: 'unreachable', reason: timedOut ? 'TIMEOUT' : 'NETWORK' } satisfies ViesAnswer;
  }
}
