// The Billing page's words about a VAT number: never "valid" before VIES confirmed it, and different
// words for "VIES says not registered" and "VIES could not be reached".
import { describe, expect, it } from 'vitest';
import { vatNote } from './billing-messages';

const day = (iso: string) => iso.slice(0, 10);
const at = '2026-11-28T10:00:00.000Z';
const check = (status: 'confirmed' | 'notRegistered' | 'unreachable', requestIdentifier: string | null = null) => ({
  status,
  checkedAt: at,
  requestIdentifier,
});

describe('vatNote', () => {
  it('says nothing without a number', () => {
    expect(vatNote({ vatNumber: null, country: 'DE', vatConfirmation: null }, day)).toBeNull();
  });

  it.each([
    [
      'confirmed',
      { vatNumber: 'DE136695976', country: 'DE', vatConfirmation: check('confirmed', 'WAPIAAAAZBT4DXKQ') },
      'success',
      'Confirmed by VIES',
      'confirmed DE136695976 on 2026-11-28 (consultation number WAPIAAAAZBT4DXKQ). Orders are invoiced without VAT',
    ],
    [
      'not registered',
      { vatNumber: 'DE100000008', country: 'DE', vatConfirmation: check('notRegistered') },
      'warning',
      'Not confirmed',
      'says DE100000008 is not registered for trade within the EU (checked 2026-11-28). We keep the number, but charge VAT as for a consumer.',
    ],
    [
      'VIES not reached',
      { vatNumber: 'FR40303265045', country: 'FR', vatConfirmation: check('unreachable') },
      'warning',
      'Not confirmed yet',
      'could not be reached on 2026-11-28, so FR40303265045 is not confirmed yet. Until it is, we charge VAT as for a consumer; we will try again at your next order.',
    ],
    [
      'never asked',
      { vatNumber: 'NL004495445B01', country: 'NL', vatConfirmation: null },
      'warning',
      'Not confirmed yet',
      'we ask VIES, the EU’s VAT number service, at your next order',
    ],
    [
      'a UK number',
      { vatNumber: 'GB980780684', country: 'GB', vatConfirmation: null },
      'success',
      'Checked by format',
      'UK and Swiss VAT numbers are checked by format and check digits only.',
    ],
  ] as const)('%s', (_, details, tone, title, text) => {
    const note = vatNote(details, day);
    expect(note).toMatchObject({ tone, title });
    expect(note?.text).toContain(text);
    expect(note?.text).not.toMatch(/\bvalid\b/i);
  });
});
