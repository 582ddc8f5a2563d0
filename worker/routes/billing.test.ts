import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type BillingDetailsAnswer, type BillingDetailsReadAnswer, billingErrors } from '../../site/shared/api/billing';
import { GERMAN_BUSINESS, GERMAN_CONSUMER, US_CUSTOMER } from '../test/billing';
import { api, freshClient, signedInUser, userIdOf } from '../test/helpers';

/** What VIES's stand-in answers for a number it confirms: a date and a consultation number. */
const CONFIRMED = {
  status: 'confirmed',
  checkedAt: expect.any(String),
  requestDate: expect.any(String),
  requestIdentifier: expect.stringMatching(/^WAPI[0-9A-Z_-]{12}$/),
};

const readDetails = (token: string) => api<BillingDetailsReadAnswer>('GET', '/api/billing/details', { token });
const putDetails = (token: string, body: unknown) =>
  api<BillingDetailsAnswer>('PUT', '/api/billing/details', { token, body, headers: freshClient() });

async function rowsOf(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM billing_details WHERE account_id = ?')
    .bind(await userIdOf(email))
    .all<Record<string, unknown>>();
  return results;
}

describe('billing details need a live token', () => {
  it.each([
    ['GET', undefined],
    ['PUT', US_CUSTOMER],
  ])('%s /api/billing/details without a token → 401', async (method, body) => {
    const res = await api(method, '/api/billing/details', body === undefined ? {} : { body, headers: freshClient() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Authentication required' });
  });

  it('GET /api/billing/invoices without a token → 401', async () => {
    const res = await api('GET', '/api/billing/invoices');
    expect(res.status).toBe(401);
  });
});

describe('GET and PUT /api/billing/details', () => {
  it('answers null before any are given, then what was saved', async () => {
    const user = await signedInUser();
    // Nothing yet: the form starts from the profile (no company or address given: the person's name).
    expect((await readDetails(user.token)).body).toEqual({
      success: true,
      data: { details: null, draft: { name: 'Ada Lovelace', line1: '' } },
    });

    const saved = await putDetails(user.token, GERMAN_BUSINESS);
    const expected = { ...GERMAN_BUSINESS, vatNumber: 'DE136695976', vatConfirmation: CONFIRMED };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, data: { details: expected } });
    expect((await readDetails(user.token)).body).toEqual({ success: true, data: { details: expected, draft: null } });
  });

  it('stores no VAT number as null, trims and upper-cases as the schema says', async () => {
    const user = await signedInUser();
    const res = await putDetails(user.token, {
      ...US_CUSTOMER,
      name: '  Ada Lovelace ',
      country: 'us',
      vatNumber: '',
      region: undefined,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { details: { ...US_CUSTOMER, region: '', vatNumber: null, vatConfirmation: null } },
    });
    const [row] = await rowsOf(user.email);
    expect(row).toMatchObject({ name: 'Ada Lovelace', country: 'US', vat_number: null, region: '' });
  });

  it('normalizes the VAT number it stores', async () => {
    const user = await signedInUser();
    const res = await putDetails(user.token, { ...GERMAN_CONSUMER, vatNumber: 'de 136.695-976' });
    expect(res.body).toMatchObject({ success: true, data: { details: { vatNumber: 'DE136695976' } } });
    const [row] = await rowsOf(user.email);
    expect(row?.vat_number).toBe('DE136695976');
  });

  it('updates the one row when saved again', async () => {
    const user = await signedInUser();
    expect((await putDetails(user.token, GERMAN_CONSUMER)).status).toBe(200);
    const [first] = await rowsOf(user.email);
    const changed = { ...GERMAN_BUSINESS, city: 'München', postalCode: '80331' };
    const again = await putDetails(user.token, changed);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, data: { details: { ...changed, vatConfirmation: CONFIRMED } } });
    const rows = await rowsOf(user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: 'München', postal_code: '80331', vat_number: 'DE136695976' });
    expect(Number(rows[0]?.updated_at)).toBeGreaterThanOrEqual(Number(first?.updated_at));
    expect((await readDetails(user.token)).body).toEqual({
      success: true,
      data: { details: { ...changed, vatConfirmation: CONFIRMED }, draft: null },
    });
  });

  it('starts new details from the profile’s company and address: one place for an address', async () => {
    const user = await signedInUser();
    const profile = {
      name: 'Ada Lovelace',
      companyName: 'Analytical Engines Ltd',
      address: '12 St James’s Square, London',
    };
    expect(
      (await api('PUT', '/api/profile', { token: user.token, body: profile, headers: freshClient() })).status,
    ).toBe(200);
    expect((await readDetails(user.token)).body).toEqual({
      success: true,
      data: { details: null, draft: { name: 'Analytical Engines Ltd', line1: '12 St James’s Square, London' } },
    });
  });

  it('keeps each customer’s details apart', async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    await putDetails(a.token, GERMAN_CONSUMER);
    expect((await readDetails(b.token)).body).toMatchObject({ success: true, data: { details: null } });
  });
});

describe('PUT /api/billing/details refuses invalid details with 400 and changes nothing', () => {
  const invalidVat = 'Enter a valid VAT number for Germany: DE followed by 9 digits (DE123456789)';
  it.each([
    [
      'missing fields',
      {},
      {
        name: billingErrors.nameRequired,
        line1: billingErrors.line1Required,
        postalCode: billingErrors.postalCodeRequired,
        city: billingErrors.cityRequired,
        country: billingErrors.countryRequired,
      },
    ],
    ['an unknown country', { ...US_CUSTOMER, country: 'XX' }, { country: billingErrors.countryUnknown }],
    ['a VAT number for the US', { ...US_CUSTOMER, vatNumber: 'DE136695976' }, { vatNumber: billingErrors.vatNotTaken }],
    ['an invalid German VAT number', { ...GERMAN_CONSUMER, vatNumber: 'DE136695977' }, { vatNumber: invalidVat }],
    ['an Austrian number for Germany', { ...GERMAN_CONSUMER, vatNumber: 'ATU13585627' }, { vatNumber: invalidVat }],
    [
      'a line break in the name',
      { ...GERMAN_CONSUMER, name: 'Jürgen\nWeiß' },
      { name: billingErrors.oneLine('Name or company') },
    ],
  ])('%s', async (_, body, fields) => {
    const user = await signedInUser();
    await putDetails(user.token, US_CUSTOMER);
    const res = await putDetails(user.token, body);
    expect(res.status).toBe(400);
    if (res.body.success) throw new Error('accepted');
    expect(res.body.fields).toEqual(fields);
    expect(res.body.error).toBe(Object.values(fields)[0]);
    expect((await readDetails(user.token)).body).toEqual({
      success: true,
      data: { details: { ...US_CUSTOMER, vatNumber: null, vatConfirmation: null }, draft: null },
    });
  });

  it('saves nothing when the first details are invalid', async () => {
    const user = await signedInUser();
    const res = await putDetails(user.token, { ...GERMAN_CONSUMER, country: 'XX' });
    expect(res.status).toBe(400);
    expect(await rowsOf(user.email)).toEqual([]);
  });
});
