// The VIES client read against each answer the REST contract documents (`check-vat-number`), and what
// it sends. No network: the answers are given, the fetch is a stand-in function.
import { describe, expect, it } from 'vitest';
import { askVies, readViesAnswer } from './vies';

const DATE = '2026-11-28T10:15:30.123Z';
const ok = (fields: Record<string, unknown>) => ({
  countryCode: 'DE',
  vatNumber: '136695976',
  requestDate: DATE,
  name: '---',
  address: '---',
  ...fields,
});
const failure = (error: string) => ({ actionSucceed: false, errorWrappers: [{ error, message: 'from VIES' }] });

describe('readViesAnswer', () => {
  it.each([
    [
      'valid, with a consultation number',
      200,
      ok({ valid: true, requestIdentifier: 'WAPIAAAAZBT4DXKQ' }),
      { kind: 'confirmed', requestDate: DATE, requestIdentifier: 'WAPIAAAAZBT4DXKQ' },
    ],
    [
      'valid, asked without a requester (empty identifier)',
      200,
      ok({ valid: true, requestIdentifier: '' }),
      { kind: 'confirmed', requestDate: DATE, requestIdentifier: null },
    ],
    ['not valid', 200, ok({ valid: false, requestIdentifier: '' }), { kind: 'notRegistered', requestDate: DATE }],
    ['INVALID_INPUT', 400, failure('INVALID_INPUT'), { kind: 'notRegistered', requestDate: '' }],
    ['MS_UNAVAILABLE', 500, failure('MS_UNAVAILABLE'), { kind: 'unreachable', reason: 'MS_UNAVAILABLE' }],
    [
      'MS_MAX_CONCURRENT_REQ',
      500,
      failure('MS_MAX_CONCURRENT_REQ'),
      { kind: 'unreachable', reason: 'MS_MAX_CONCURRENT_REQ' },
    ],
    [
      'GLOBAL_MAX_CONCURRENT_REQ',
      500,
      failure('GLOBAL_MAX_CONCURRENT_REQ'),
      { kind: 'unreachable', reason: 'GLOBAL_MAX_CONCURRENT_REQ' },
    ],
    ['TIMEOUT', 500, failure('TIMEOUT'), { kind: 'unreachable', reason: 'TIMEOUT' }],
    [
      'SERVICE_UNAVAILABLE',
      503,
      failure('SERVICE_UNAVAILABLE'),
      { kind: 'unreachable', reason: 'SERVICE_UNAVAILABLE' },
    ],
    [
      'an error wrapper even with HTTP 200',
      200,
      failure('MS_UNAVAILABLE'),
      { kind: 'unreachable', reason: 'MS_UNAVAILABLE' },
    ],
    [
      'INVALID_REQUESTER_INFO (our own number refused)',
      400,
      failure('INVALID_REQUESTER_INFO'),
      { kind: 'unreachable', reason: 'OTHER_INVALID_REQUESTER_INFO' },
    ],
    ['a rate limit (HTTP 429)', 429, null, { kind: 'unreachable', reason: 'RATE_LIMITED' }],
    ['a page that is not JSON', 502, null, { kind: 'unreachable', reason: 'HTTP_502' }],
    ['JSON without a verdict', 200, { countryCode: 'DE' }, { kind: 'unreachable', reason: 'NO_VERDICT' }],
    ['"valid" as a string is no verdict', 200, ok({ valid: 'true' }), { kind: 'unreachable', reason: 'NO_VERDICT' }],
    [
      'a valid-looking body with a server error status',
      500,
      ok({ valid: true }),
      { kind: 'unreachable', reason: 'HTTP_500' },
    ],
  ] as const)('%s', (_, status, body, expected) => {
    expect(readViesAnswer(status, body)).toEqual(expected);
  });
});

describe('askVies', () => {
  const config = { baseUrl: 'https://vies.test/rest-api/', timeoutMs: 50 };
  const request = { vatNumber: 'EL094259216', requester: { memberStateCode: 'IE', number: 'EU372012345' } };

  it('posts the country code, the number and the requester to check-vat-number', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const answer = await askVies(config, request, async (url, init) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return Response.json(ok({ valid: true, requestIdentifier: 'WAPI000000000001' }));
    });
    expect(sent).toEqual([
      {
        url: 'https://vies.test/rest-api/check-vat-number',
        body: {
          countryCode: 'EL',
          vatNumber: '094259216',
          requesterMemberStateCode: 'IE',
          requesterNumber: 'EU372012345',
        },
      },
    ]);
    expect(answer).toMatchObject({ kind: 'confirmed', requestIdentifier: 'WAPI000000000001' });
  });

  it('gives up after its timeout: unreachable, not an exception', async () => {
    const hanging = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    expect(await askVies(config, request, hanging)).toEqual({ kind: 'unreachable', reason: 'TIMEOUT' });
  });

  it('reads a network failure as unreachable', async () => {
    const down = async () => {
      throw new TypeError('Network connection lost.');
    };
    expect(await askVies(config, request, down)).toEqual({ kind: 'unreachable', reason: 'NETWORK' });
  });
});
