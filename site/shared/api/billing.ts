/**
 * `/api/billing`: the current account's billing details and invoices, and the operator's payment
 * record. Texts in `billing-messages.ts`, re-exported here. Amounts of invoices are whole cents.
 */
import * as v from 'valibot';
import { INVOICE_NUMBER_PATTERN } from '../domain/billing';
import { countryName, isCountryCode } from '../domain/countries';
import { INVOICE_STATUSES, TAX_KINDS } from '../domain/invoice-terms';
import { BILLING_PERIODS } from '../domain/pricing';
import { VAT_FORMATS } from '../domain/vat-formats';
import { isValidVatNumber, normalizeVatNumber, takesVatNumber } from '../domain/vat-number';
import { VAT_STATUSES } from '../domain/vat-status';
import { billingErrors, vatInvalid } from './billing-messages';
import { defineSchema, emailAnswer, requestObject, timestamp, tooLong } from './common';

export * from './billing-messages';

export const billingLimits = { name: 120, line: 120, postalCode: 20, city: 80, region: 80, vatNumber: 20 } as const;

/** No line breaks, other controls or bidi overrides: an address line prints as typed. */
const CONTROLS = String.raw`\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069`;
const ONE_LINE = /* @__PURE__ */ defineSchema(() => new RegExp(`^[^${CONTROLS}]*$`));

/** Trimmed, required, one line, bounded. */
const line = (label: string, max: number, required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, tooLong(label, max)),
    v.regex(ONE_LINE, billingErrors.oneLine(label)),
  );

/** Trimmed, one line, bounded, empty when left out. */
const optionalLine = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, tooLong(label, max)),
      v.regex(ONE_LINE, billingErrors.oneLine(label)),
    ),
    '',
  );

/**
 * Billing details as sent: the VAT number (optional) is normalized, then checked for the country's
 * format and check digits, and must be the billing country's own.
 */
export const billingDetailsSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    requestObject({
      name: line('Name or company', billingLimits.name, billingErrors.nameRequired),
      line1: line('Address', billingLimits.line, billingErrors.line1Required),
      line2: optionalLine('Address line 2', billingLimits.line),
      postalCode: line('Postal code', billingLimits.postalCode, billingErrors.postalCodeRequired),
      city: line('City', billingLimits.city, billingErrors.cityRequired),
      region: optionalLine('Region', billingLimits.region),
      country: v.pipe(
        v.string(billingErrors.countryRequired),
        v.trim(),
        v.minLength(1, billingErrors.countryRequired),
        v.toUpperCase(),
        v.check(isCountryCode, billingErrors.countryUnknown),
        v.description('ISO 3166-1 alpha-2 (any case), e.g. DE'),
      ),
      vatNumber: v.optional(
        v.pipe(
          v.string('VAT number must be text'),
          v.maxLength(40, tooLong('VAT number', 40)),
          v.transform(normalizeVatNumber),
          v.maxLength(billingLimits.vatNumber, tooLong('VAT number', billingLimits.vatNumber)),
        ),
        '',
      ),
    }),
    v.forward(
      v.partialCheck(
        [['country'], ['vatNumber']],
        ({ vatNumber, country }) => vatNumber === '' || takesVatNumber(country),
        billingErrors.vatNotTaken,
      ),
      ['vatNumber'],
    ),
    v.forward(
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const { vatNumber, country } = dataset.value;
        if (vatNumber !== '' && takesVatNumber(country) && !isValidVatNumber(vatNumber, country)) {
          addIssue({ message: vatInvalid(countryName(country), VAT_FORMATS[country]) });
        }
      }),
      ['vatNumber'],
    ),
  ),
);
export type BillingDetailsInput = v.InferOutput<typeof billingDetailsSchema>;

// Answers.

export const billingDetailsData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      name: v.string(),
      line1: v.string(),
      line2: v.string(),
      postalCode: v.string(),
      city: v.string(),
      region: v.string(),
      country: v.pipe(v.string(), v.description('ISO 3166-1 alpha-2')),
      vatNumber: v.pipe(v.nullable(v.string()), v.description('Normalized, e.g. DE136695976; null for none')),
      vatConfirmation: v.pipe(
        v.nullable(
          v.strictObject({
            status: v.pipe(
              v.picklist(VAT_STATUSES),
              v.description(
                '"confirmed": VIES confirmed it; "notRegistered": VIES says it is not registered; "unreachable": VIES could not be reached. Only a confirmed number exempts an order from VAT.',
              ),
            ),
            checkedAt: timestamp('When VIES was asked'),
            requestDate: v.pipe(v.nullable(v.string()), v.description("VIES's date of a confirmation")),
            requestIdentifier: v.pipe(v.nullable(v.string()), v.description("VIES's consultation number")),
          }),
        ),
        v.description(
          'What VIES last said about an EU number; null for none, for a UK or Swiss number (checked by format only) and for an EU number not asked yet',
        ),
      ),
    }),
    v.metadata({ ref: 'BillingDetails' }),
  ),
);
export type BillingDetails = v.InferOutput<typeof billingDetailsData>;

export const billingDetailsAnswer = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    details: v.pipe(v.nullable(billingDetailsData), v.description('null until the customer has given them')),
  }),
);
export type BillingDetailsAnswer = v.InferOutput<typeof billingDetailsAnswer>;

/** Where the form starts while there are no billing details: the profile's company (or name) and address. */
export const billingDraftData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.nullable(v.strictObject({ name: v.string(), line1: v.string() })),
    v.description(
      'While `details` is null: the signed-in person’s profile company (or name) and address, for the form to start from; null once there are details',
    ),
  ),
);

export const billingDetailsReadAnswer = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    details: v.pipe(v.nullable(billingDetailsData), v.description('null until the customer has given them')),
    draft: billingDraftData,
  }),
);
export type BillingDetailsReadAnswer = v.InferOutput<typeof billingDetailsReadAnswer>;
export type BillingDraft = BillingDetailsReadAnswer['draft'];

const cents = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(`${what}, US cents`));

export const invoiceNumberSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(billingErrors.invoiceMalformed), v.regex(INVOICE_NUMBER_PATTERN, billingErrors.invoiceMalformed)),
);

const party = () => ({
  name: v.string(),
  addressLines: v.pipe(v.array(v.string()), v.description('Street lines, then postal code and city, region, country')),
  vatNumber: v.nullable(v.string()),
});

/** An invoice as issued: seller, buyer, lines and amounts frozen at checkout. */
export const invoiceData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      number: v.pipe(v.string(), v.regex(INVOICE_NUMBER_PATTERN), v.description('Also the payment reference')),
      orderId: v.pipe(v.nullable(v.pipe(v.string(), v.uuid())), v.description('null once the order is deleted')),
      orderNumber: v.string(),
      status: v.picklist(INVOICE_STATUSES),
      issuedAt: timestamp('The invoice date'),
      dueAt: timestamp('14 days after the invoice date'),
      paidAt: v.pipe(v.nullable(v.pipe(v.string(), v.isoTimestamp())), v.description('When the payment arrived')),
      seller: v.strictObject({
        ...party(),
        email: emailAnswer,
        bank: v.strictObject({ name: v.string(), iban: v.string(), bic: v.string() }),
      }),
      buyer: v.strictObject({
        ...party(),
        country: v.string(),
        email: emailAnswer,
        vatConfirmation: v.pipe(
          v.nullable(v.strictObject({ requestDate: v.string(), requestIdentifier: v.nullable(v.string()) })),
          v.description("VIES's confirmation of the buyer's EU VAT number on a reverse-charge invoice, else null"),
        ),
      }),
      lines: v.array(
        v.strictObject({
          name: v.string(),
          billingPeriod: v.picklist(BILLING_PERIODS),
          periodStart: v.pipe(v.string(), v.isoDate()),
          periodEnd: v.pipe(v.string(), v.isoDate()),
          amountCents: cents('The price of the period'),
          // A line of a month's usage says how it was metered (docs/decisions/services-metered-by-the-hour.md).
          count: v.optional(v.pipe(v.number(), v.integer(), v.description('Usage lines: how many instances'))),
          hours: v.optional(v.pipe(v.number(), v.integer(), v.description('Usage lines: started hours in the month'))),
          hourlyRateMills: v.optional(
            v.pipe(v.number(), v.integer(), v.description('Usage lines: the hourly rate in thousandths of a dollar')),
          ),
          region: v.optional(v.nullable(v.string())),
          capped: v.optional(v.pipe(v.boolean(), v.description('Usage lines: capped at the monthly price'))),
        }),
      ),
      couponCode: v.nullable(v.string()),
      subtotalCents: cents('Sum of the lines'),
      discountCents: cents('The coupon’s discount'),
      netCents: cents('Subtotal minus discount'),
      tax: v.strictObject({
        kind: v.pipe(
          v.picklist(TAX_KINDS),
          v.description('"vat": the rate applies; "reverseCharge": the buyer accounts for VAT; "none": no tax'),
        ),
        rateBasisPoints: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('1900 for 19%')),
        country: v.string(),
      }),
      taxCents: cents('The tax'),
      totalCents: cents('Net plus tax: what is due'),
      currency: v.literal('USD'),
      usageMonth: v.pipe(
        v.nullable(v.string()),
        v.description('The month of usage a monthly invoice bills, e.g. 2026-11; null for an order’s invoice'),
      ),
      creditAppliedCents: cents('Account credit used on it when issued ("Credit applied"), taken off the total'),
      paidCents: cents('Payments recorded against it so far'),
      creditedCents: cents('What credit notes took off what was due'),
      amountDueCents: cents('What is still to pay: total less credit applied, payments and credit notes'),
    }),
    v.metadata({ ref: 'Invoice' }),
  ),
);
export type Invoice = v.InferOutput<typeof invoiceData>;

export const invoiceSummaryData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      number: v.string(),
      orderId: v.nullable(v.string()),
      orderNumber: v.string(),
      status: v.picklist(INVOICE_STATUSES),
      issuedAt: timestamp('The invoice date'),
      dueAt: timestamp('The due date'),
      paidAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
      totalCents: cents('What is due'),
      currency: v.literal('USD'),
      usageMonth: v.pipe(v.nullable(v.string()), v.description('The month of usage it bills; null for an order’s')),
      amountDueCents: cents('What is still to pay'),
    }),
    v.metadata({ ref: 'InvoiceSummary' }),
  ),
);
export type InvoiceSummary = v.InferOutput<typeof invoiceSummaryData>;

export const invoiceListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({ invoices: v.array(invoiceSummaryData) }),
);
export type InvoiceList = v.InferOutput<typeof invoiceListData>;

/** The operator's record of a bank transfer: the invoice, and the amount received in cents. */
export const paymentSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    invoiceNumber: invoiceNumberSchema,
    amountCents: v.pipe(
      v.number('amountCents must be a whole number of cents'),
      v.integer('amountCents must be a whole number of cents'),
      v.minValue(1, 'amountCents must be positive'),
      v.maxValue(1_000_000_000, 'amountCents is too large'),
    ),
  }),
);
export type PaymentInput = v.InferOutput<typeof paymentSchema>;
