/**
 * The monthly run (docs/decisions/services-metered-by-the-hour.md): on the 1st (UTC) it invoices
 * every account's metered usage of the month before: one invoice per account, one line per service,
 * numbered, taxed and mailed as at checkout. Accounts go in id order, a chunk at a time, each in a
 * batch of its own that starts with the (account, month) row: a run that is repeated, late or
 * concurrent meets that row and takes no number, and a run that stopped part-way is resumed by the
 * next one. A month that has not ended is never invoiced.
 */
import { sql } from 'drizzle-orm';
import { BILLING_PATH, type Invoice } from '../../site/shared/api/billing';
import { site } from '../../site/shared/config';
import { creditToApply } from '../../site/shared/domain/balance';
import { dueDate, invoiceTotals, taxLabel, taxRule, toDollars } from '../../site/shared/domain/billing';
import { formatHourlyRate } from '../../site/shared/domain/hourly';
import { type MeteredService, monthCharge, monthWindow } from '../../site/shared/domain/metering';
import { formatMoney } from '../../site/shared/domain/money';
import type { ServiceRow } from '../db/account-services';
import { applyCredit, balanceRowOf, balancesOf, creditUsedMeanwhile } from '../db/balance';
import { type DetailsRow, invoiceYear, issueInvoice, toBillingDetails } from '../db/billing';
import type { Db } from '../db/client';
import {
  accountsToInvoice,
  billingDetailsOfAccounts,
  linkUsageInvoice,
  meteredServicesOf,
  ownersOf,
  recordUsageMonth,
} from '../db/usage-invoices';
import { greeting } from './account-mail';
import { buyerOf } from './checkout';
import { monthName } from './invoice-document';
import { sellerFor } from './invoice-parties';
import { storeIssuedInvoice } from './invoice-store';
import { type Mail, sendMail } from './mail';
import { runNamed } from './named-batch';
import { confirmAtCheckout, vatNumberExempts } from './vat-confirmation';
import type { ViesConfig } from './vies';

/** Accounts read per round trip; each account's IN-list entry binds one parameter of D1's 100. */
export const RUN_CHUNK = 50;

export class MonthNotEndedError extends Error {}

export type MonthlyRunResult = {
  month: string;
  /** The invoice numbers issued by this run. */
  invoiced: string[];
  /** Accounts whose month came to $0.00: recorded, no invoice. */
  zero: number;
  /** Accounts whose credit covered the whole month: recorded and the credit used, no invoice. */
  credited: number;
  /** Accounts another run invoiced first. */
  alreadyDone: number;
  /** Accounts left for the next run, with the reason. */
  failed: { accountId: string; reason: string }[];
};

type Owner = Awaited<ReturnType<typeof ownersOf>>[number];
type Line = Invoice['lines'][number];

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One line of a month's usage, or null for a service without a started hour in it. */
export function usageLine(service: ServiceRow, month: string): Line | null {
  const window = monthWindow(month);
  const metered: MeteredService = service;
  const charge = monthCharge(metered, month, window.end);
  if (charge.hours === 0) return null;
  return {
    name: service.name,
    billingPeriod: 'monthly',
    periodStart: isoDay(Math.max(window.start, service.meteredFrom)),
    periodEnd: isoDay(Math.min(window.end, service.endedAt ?? window.end) - 1),
    amountCents: charge.amountCents,
    count: service.count,
    hours: charge.hours,
    hourlyRateMills: service.hourlyRateMills,
    region: service.region,
    capped: charge.capped,
  };
}

/** "AI Basic, 2 × 744 h at $0.900/hr, Frankfurt: $1,339.20", one per service, for the mail. */
function lineText(line: Line): string {
  const count = line.count !== undefined && line.count > 1 ? `${line.count} × ` : '';
  const rate = formatHourlyRate((line.hourlyRateMills ?? 0) / 1000);
  const region = line.region ? `, ${line.region}` : '';
  const capped = line.capped ? ' (capped at the monthly price)' : '';
  const amount = formatMoney(toDollars(line.amountCents));
  return `${line.name}, ${count}${line.hours ?? 0} h at ${rate}${region}: ${amount}${capped}`;
}

type Outcome = { kind: 'invoiced'; number: string; mail: Mail | null } | { kind: 'zero' } | { kind: 'credited' };

/** What a month fully covered by credit names in the ledger: "Usage 2026-11". */
export const usageDocument = (month: string) => `Usage ${month}`;

async function invoiceAccount(
  db: Db,
  account: { id: string; services: ServiceRow[]; details: DetailsRow; owner: Owner; balanceCents: number },
  month: string,
  now: number,
): Promise<Outcome> {
  const lines = account.services.flatMap((service) => usageLine(service, month) ?? []);
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (subtotal === 0) {
    await db.batch([recordUsageMonth(db, account.id, month, 0, now)]);
    return { kind: 'zero' };
  }
  const { owner } = account;
  const details = toBillingDetails(account.details);
  // As at checkout: an EU number exempts only with a VIES confirmation of the last 30 days
  // (docs/decisions/vat-numbers-confirmed-with-vies.md).
  const tax = taxRule(details.country, vatNumberExempts(account.details, now));
  const totals = invoiceTotals(
    lines.map((line) => line.amountCents),
    null,
    tax,
  );
  // Account credit is used first, in the batch that issues the invoice; a month it covers in full
  // issues no invoice (no $0.00 invoice ever) and the movement names the month.
  // (docs/decisions/stored-documents-and-credit-notes.md)
  const creditCents = creditToApply(account.balanceCents, totals.totalCents);
  if (creditCents > 0 && creditCents === totals.totalCents) {
    await db.batch([
      recordUsageMonth(db, account.id, month, totals.totalCents, now),
      applyCredit(db, account.id, now, creditCents, sql`${usageDocument(month)}`),
    ]);
    return { kind: 'credited' };
  }
  const issued = issueInvoice(db, {
    orderId: null,
    userId: null,
    accountId: account.id,
    orderNumber: '',
    usageMonth: month,
    issuedAt: now,
    dueAt: dueDate(now),
    seller: sellerFor(tax),
    buyer: buyerOf(details, owner.email, tax),
    lines,
    couponCode: null,
    ...totals,
    tax,
    creditAppliedCents: creditCents,
  });
  const year = invoiceYear(now);
  const usage = recordUsageMonth(db, account.id, month, totals.totalCents, now);
  const link = linkUsageInvoice(db, account.id, month).returning();
  const { linked } =
    creditCents === 0
      ? await runNamed(db, { usage, ...issued, linked: link })
      : await runNamed(db, {
          usage,
          ...issued,
          credit: applyCredit(
            db,
            account.id,
            now,
            creditCents,
            sql`(SELECT printf('NIM-%d-%06d', year, last) FROM invoice_sequences WHERE year = ${year})`,
          ),
          linked: link,
        });
  const number = linked[0]?.invoiceNumber;
  if (!number) throw new Error(`the invoice of ${account.id} for ${month} is missing right after its batch`);
  const { bank } = site.seller;
  const rows = [`Subtotal: ${formatMoney(toDollars(totals.subtotalCents))}`];
  if (tax.kind !== 'none') {
    const label = taxLabel({
      kind: tax.kind,
      country: tax.country,
      rateBasisPoints: tax.kind === 'vat' ? tax.basisPoints : null,
    });
    rows.push(`${label}: ${formatMoney(toDollars(totals.taxCents))}`);
  }
  rows.push(`Total: ${formatMoney(toDollars(totals.totalCents))}`);
  if (creditCents > 0) {
    rows.push(`Credit applied: −${formatMoney(toDollars(creditCents))}`);
    rows.push(`Amount due: ${formatMoney(toDollars(totals.totalCents - creditCents))}`);
  }
  const mail: Mail = {
    to: owner.email,
    template: 'usage-invoice',
    values: {
      greeting: greeting(owner),
      invoiceNumber: number,
      month: monthName(month),
      lines: lines.map(lineText).join('\n'),
      totals: rows.join('\n'),
      dueDate: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(dueDate(now)),
      bank: bank.name,
      iban: bank.iban,
      bic: bank.bic,
      link: new URL(BILLING_PATH, site.url).toString(),
    },
  };
  return { kind: 'invoiced', number, mail };
}

/** Tries that re-read the balance after a checkout used the credit between the read and the batch. */
const CREDIT_TRIES = 3;

async function invoiceWithCredit(
  db: Db,
  account: Parameters<typeof invoiceAccount>[1],
  month: string,
  now: number,
): Promise<Outcome> {
  for (let tries = 1; ; tries++) {
    try {
      return await invoiceAccount(db, account, month, now);
    } catch (error) {
      if (tries >= CREDIT_TRIES || !creditUsedMeanwhile(error)) throw error;
      const [row] = await balanceRowOf(db, account.id);
      account = { ...account, balanceCents: row?.balanceCents ?? 0 };
    }
  }
}

/** A batch refused by the (account, month) key or the invoice's month index: another run was first. */
const alreadyInvoiced = (error: unknown) =>
  /UNIQUE constraint failed: (usage_invoices|invoices\.account_id)/.test(String((error as Error)?.message ?? error));

/**
 * Invoices `month` ("2026-11") for every account not yet invoiced for it, as of `now`; answers what
 * it did. Mails go out through `mailer` after each account's batch (none: not mailed). With `vies`,
 * an EU VAT number whose confirmation is missing or over 30 days old is asked again first.
 */
export async function invoiceMonth(
  db: Db,
  month: string,
  now: number,
  mailer: SendEmail | null,
  chunk = RUN_CHUNK,
  vies: ViesConfig | null = null,
  documents: R2Bucket | null = null,
): Promise<MonthlyRunResult> {
  const window = monthWindow(month);
  if (window.end > now) throw new MonthNotEndedError(`${month} has not ended at ${new Date(now).toISOString()}`);
  const result: MonthlyRunResult = { month, invoiced: [], zero: 0, credited: 0, alreadyDone: 0, failed: [] };
  let after = '';
  for (;;) {
    const ids = (await accountsToInvoice(db, month, window, after, chunk)).map((row) => row.accountId);
    const last = ids.at(-1);
    if (last === undefined) break;
    after = last;
    const { services, details, owners, balances } = await runNamed(db, {
      services: meteredServicesOf(db, ids, window),
      details: billingDetailsOfAccounts(db, ids),
      owners: ownersOf(db, ids),
      balances: balancesOf(db, ids),
    });
    for (const id of ids) {
      const detailsRow = details.find((row) => row.accountId === id);
      const owner = owners.find((row) => row.accountId === id);
      if (!detailsRow || !owner) {
        result.failed.push({ accountId: id, reason: detailsRow ? 'no owner' : 'no billing details' });
        continue;
      }
      const account = {
        id,
        services: services.filter((row) => row.accountId === id),
        details: vies ? await confirmAtCheckout(vies, db, detailsRow, now) : detailsRow,
        owner,
        balanceCents: balances.find((row) => row.accountId === id)?.balanceCents ?? 0,
      };
      try {
        const outcome = await invoiceWithCredit(db, account, month, now);
        if (outcome.kind === 'zero') result.zero += 1;
        else if (outcome.kind === 'credited') result.credited += 1;
        else {
          result.invoiced.push(outcome.number);
          if (documents) await storeIssuedInvoice(documents, db, outcome.number);
          if (mailer && outcome.mail) {
            await sendMail(mailer, outcome.mail).catch((error: unknown) =>
              console.error('Sending a mail failed', error),
            );
          }
        }
      } catch (error) {
        if (alreadyInvoiced(error)) result.alreadyDone += 1;
        else result.failed.push({ accountId: id, reason: String((error as Error)?.message ?? error) });
      }
    }
  }
  return result;
}
