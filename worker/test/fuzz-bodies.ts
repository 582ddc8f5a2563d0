/**
 * Bodies for the fuzzer: for each endpoint an object shaped like its body, with fields missing, of
 * the wrong type or out of range, and the text sent (JSON of it, any JSON, broken JSON, too large).
 */
import fc from 'fast-check';
import { TOKEN_EXPIRY_DAYS, TOKEN_SCOPES } from '../../site/shared/domain/api-tokens';
import { type Known, MAX_BODY_BYTES } from './fuzz-model';

const PLAN_IDS = ['free', 'starter', 'pro', 'business', 'enterprise', 'nope', 'PRO', ' pro '];
const SERVICE_IDS = ['vps-starter', 'dedicated-custom', 'cloud-backup', 'test-vps-in-stock', 'missing-service'];
const CATEGORIES = ['kvmVps', 'dedicatedServers', 'additionalServices', 'gpu', ''];
const COUPONS = ['WELCOME10', 'welcome10', 'SUMMER2025', 'BETA50', 'SAVE5', 'NOPE', ' annual20 '];

/** Values of the wrong kind, the right kind at the edges, and text no form would send. */
const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 90, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '💥'.repeat(40)),
);

const either = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: junk });

const password = (known: Known) =>
  fc.oneof(fc.constantFrom(...known.passwords), fc.constantFrom('Sunrise2026', 'Password1', 'Zebra12345', 'short'));

const email = (known: Known) =>
  fc.oneof(
    fc.constantFrom(...known.emails),
    fc.emailAddress(),
    // Fresh and well-formed, so some sign-ups succeed.
    fc.stringMatching(/^[a-z]{3,12}[0-9]{0,4}$/).map((local) => `${local}@example.com`),
    fc.constantFrom('a+b@example.technology', 'UPPER@Example.COM', 'no-at-sign', 'x@y'),
  );

/** A token as mailed (real ones the fuzzer made, well-formed unknown ones) or nearly so. */
const mailedToken = (known: Known) =>
  fc.oneof(
    fc.constant(null).map(() => known.tokens[known.tokens.length - 1] ?? 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk'),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{42,44}$/),
    fc.constantFrom('', ' ', '%00', 'a'.repeat(43).replace(/^a/, '+')),
  );

const base64url = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,120}$/),
  fc.constant(null).map(() => btoa(JSON.stringify({ type: 'webauthn.get', challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }))),
  fc.constantFrom('', '====', 'eyJjaGFsbGVuZ2UiOjF9', 'a'.repeat(5000)),
);

/** Something shaped like a browser's WebAuthn answer, with parts missing, wrong or oversized. */
const webauthnAnswer = fc.record(
  {
    id: either(base64url),
    rawId: either(base64url),
    type: either(fc.constantFrom('public-key', 'password')),
    response: either(
      fc.record(
        {
          clientDataJSON: either(base64url),
          attestationObject: either(base64url),
          authenticatorData: either(base64url),
          signature: either(base64url),
          userHandle: either(base64url),
          transports: either(
            fc.array(fc.constantFrom('internal', 'usb', 'hybrid', 'carrier-pigeon'), { maxLength: 12 }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    clientExtensionResults: either(fc.constant({})),
    authenticatorAttachment: either(fc.constantFrom('platform', 'cross-platform', 'elsewhere')),
  },
  { requiredKeys: [] },
);
/** A second-factor code: six digits, a recovery code (real, or of the right shape), or nearly so. */
const secondFactorCode = (known: Known) =>
  fc.oneof(
    fc.stringMatching(/^\d{6}$/),
    fc.constant(null).map(() => known.recoveryCodes[known.recoveryCodes.length - 1] ?? 'ABCDE-12345'),
    fc.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    fc.constantFrom('', '12345', '1234567', 'abcde 12345', '12 34 56'),
  );

const ticket = (known: Known) =>
  fc.oneof(
    fc
      .constant(null)
      .map(() => known.tickets[known.tickets.length - 1] ?? 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk'),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.constantFrom('', 'short'),
  );

/** An object shaped like the endpoint's body, with fields missing, of the wrong type or out of range. */
export function bodyFor(path: string, known: Known): fc.Arbitrary<unknown> {
  const record = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields, { requiredKeys: [] });
  switch (path) {
    case '/api/auth/signup':
      return record({
        name: either(fc.constantFrom('Ada', 'Grace Hopper', 'x'.repeat(101))),
        email: either(email(known)),
        password: either(password(known)),
        terms: either(fc.constant(true)),
      });
    case '/api/auth/login':
      return record({
        email: either(email(known)),
        password: either(password(known)),
        rememberMe: either(fc.boolean()),
      });
    case '/api/profile':
      return record({
        name: either(fc.constantFrom('Ada', 'Grace', ' ', 'x'.repeat(101))),
        email: either(email(known)),
        companyName: either(fc.string({ maxLength: 130 })),
        address: either(fc.string({ maxLength: 310 })),
        phoneNumber: either(fc.constantFrom('+1 (555) 010-0199', '12', 'call me', '')),
      });
    case '/api/auth/forgot-password':
      return record({ email: either(email(known)) });
    case '/api/auth/reset-password/check':
    case '/api/auth/verify-email':
      return record({ token: either(mailedToken(known)) });
    case '/api/auth/reset-password':
      return record({
        token: either(mailedToken(known)),
        password: either(password(known)),
        code: either(secondFactorCode(known)),
      });
    case '/api/auth/login/mfa':
      return record({ ticket: either(ticket(known)), code: either(secondFactorCode(known)) });
    case '/api/two-factor/setup':
      return record({ password: either(password(known)) });
    case '/api/two-factor/enable':
      return record({ code: either(secondFactorCode(known)) });
    case '/api/two-factor/disable':
    case '/api/two-factor/recovery-codes':
      return record({ password: either(password(known)), code: either(secondFactorCode(known)) });
    case '/api/profile/password':
      return record({ oldPassword: either(password(known)), newPassword: either(password(known)) });
    case '/api/cart/add':
      return record({
        planId: either(fc.constantFrom(...PLAN_IDS)),
        serviceId: either(fc.constantFrom(...SERVICE_IDS)),
        category: either(fc.constantFrom(...CATEGORIES)),
        billingPeriod: either(fc.constantFrom('monthly', 'annual', 'weekly')),
      });
    case '/api/cart/remove':
      return record({
        planId: either(fc.constantFrom(...PLAN_IDS)),
        serviceId: either(fc.constantFrom(...SERVICE_IDS)),
      });
    case '/api/coupons/validate':
      return record({ code: either(fc.constantFrom(...COUPONS)) });
    case '/api/orders':
      return record({ couponCode: either(fc.constantFrom(...COUPONS)) });
    case '/api/billing/budget':
      return record({
        amountDollars: either(fc.constantFrom(10, 0, 1.5, null, '10', 1_000_001)),
        stopAtBudget: either(fc.constantFrom(true, false, 'yes')),
      });
    case '/api/billing/details':
      return record({
        name: either(fc.constantFrom('Ada Lovelace', 'Ελένη Π.', '', 'a\nb')),
        line1: either(fc.constantFrom('1 Market Street', '', 'x'.repeat(121))),
        line2: either(fc.constantFrom('', 'Floor 2')),
        postalCode: either(fc.constantFrom('94105', '10117', '')),
        city: either(fc.constantFrom('Berlin', '')),
        region: either(fc.constantFrom('', 'CA')),
        country: either(fc.constantFrom('US', 'DE', 'de', 'XX', 'GB', '')),
        vatNumber: either(fc.constantFrom('', 'DE136695976', 'DE136695977', 'GB980780684', '12')),
      });
    case '/api/operator/payments':
      return record({
        invoiceNumber: either(fc.constantFrom('NIM-2026-000001', 'x')),
        amountCents: either(fc.constantFrom(100, -1, 1.5)),
      });
    case '/api/passkeys/options':
      return record({ password: either(password(known)) });
    case '/api/passkeys/{id}':
      // PUT renames (`name`), DELETE removes (`password`); each ignores the other's field.
      return record({
        name: either(fc.constantFrom('Work laptop', ' ', 'x'.repeat(61))),
        password: either(password(known)),
      });
    case '/api/passkeys':
      return record({
        response: either(webauthnAnswer),
        name: either(fc.constantFrom('Work laptop', ' ', 'x'.repeat(61))),
      });
    case '/api/auth/passkey/login':
      return record({ response: either(webauthnAnswer), rememberMe: either(fc.boolean()) });
    case '/api/contact':
      return record({
        name: either(fc.constantFrom('Ada', '')),
        email: either(email(known)),
        message: either(fc.constantFrom('Hello there', 'x'.repeat(5001))),
        source: either(fc.constantFrom('about', 'contact')),
        subject: either(fc.constantFrom('Billing question', '')),
        category: either(fc.constantFrom('technical', 'billing', 'other')),
        privacy: either(fc.constant(true)),
        website: either(fc.constantFrom('', 'http://spam.example')),
      });
    case '/api/accounts/current':
      return record({ accountId: either(fc.oneof(fc.uuid(), fc.constantFrom('', 'x'.repeat(65)))) });
    case '/api/teams':
      return record({ name: either(fc.constantFrom('Analytical Engines', ' ', 'a\nb', 'x'.repeat(61))) });
    case '/api/team':
      // PATCH renames (`name`), DELETE deletes (`password`, `code`); each ignores the other's fields.
      return record({
        name: either(fc.constantFrom('Difference Engines', '', 'x'.repeat(61))),
        password: either(password(known)),
        code: either(secondFactorCode(known)),
      });
    case '/api/team/two-factor-policy':
      return record({ required: either(fc.boolean()) });
    case '/api/team/members/{userId}':
      return record({ role: either(fc.constantFrom('admin', 'billing', 'member', 'viewer', 'owner', 'boss')) });
    case '/api/team/transfer':
      return record({
        userId: either(fc.uuid()),
        password: either(password(known)),
        code: either(secondFactorCode(known)),
      });
    case '/api/team/invitations':
      return record({
        email: either(email(known)),
        role: either(fc.constantFrom('admin', 'billing', 'member', 'viewer', 'owner', 'boss')),
      });
    case '/api/invitations/preview':
    case '/api/invitations/accept':
      return record({ token: either(mailedToken(known)) });
    case '/api/tokens':
      return record({
        name: either(fc.string({ maxLength: 80 })),
        scopes: either(fc.array(fc.constantFrom<string>(...TOKEN_SCOPES, 'admin'))),
        expiresInDays: either(fc.constantFrom<number | string>(...TOKEN_EXPIRY_DAYS, 0, 31, '30')),
      });
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** The text sent: JSON of the shaped object, any JSON, broken JSON, too large, or not JSON at all. */
export function bodyText(path: string, known: Known): fc.Arbitrary<string | null> {
  const shaped = bodyFor(path, known);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 8, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.nat(), fc.constantFrom('', '}', ',', '{', '\u0000', 'garbage'))
        .map(([value, cut, tail]) => {
          const text = JSON.stringify(value) ?? '';
          return text.slice(0, cut % (text.length + 1)) + tail;
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '[]',
        'null',
        '"text"',
        '1e999',
        '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
        '{"email":"a@b.co","email":"x"}',
        `${'['.repeat(3000)}${']'.repeat(3000)}`,
        '\uFEFF{}',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 3 })
        .map((size) => JSON.stringify({ name: 'x'.repeat(size), email: 'big@example.com' })),
    },
  );
}
