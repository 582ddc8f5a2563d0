/**
 * Reminders of overdue invoices, from the hourly run (docs/decisions/reminders-and-suspension.md):
 * the day after the due date and 7 days later, each once. "Now" is the run's scheduled time. A
 * reminder is claimed by its row before it is mailed, so a repeated or overlapping run mails nothing
 * twice; the account's owner and billing members get it.
 */
import { BILLING_PATH } from '../../site/shared/api/billing-messages';
import { site } from '../../site/shared/config';
import { amountDue } from '../../site/shared/domain/balance';
import { type ReminderKind, suspensionAt } from '../../site/shared/domain/dunning';
import { formatDocumentAmount } from '../../site/shared/domain/money';
import type { Db } from '../db/client';
import { claimReminders, invoicesByNumbers, payersOf } from '../db/dunning';
import { greeting } from './account-mail';
import { type Mail, sendMail } from './mail';
import { runNamed } from './named-batch';

const WORDS: Record<ReminderKind, string> = { first: 'Reminder', second: 'Second reminder' };

const longDate = (time: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(time));

/** Claims the reminders due at `now` and answers their mails (one per payer and invoice). */
export async function dueReminders(db: Db, now: number): Promise<{ claimed: number; mails: Mail[] }> {
  const { first, second } = await runNamed(db, {
    first: claimReminders(db, 'first', now),
    second: claimReminders(db, 'second', now),
  });
  const claimed = [
    ...first.map((row) => ({ number: row.number, kind: 'first' as const })),
    ...second.map((row) => ({ number: row.number, kind: 'second' as const })),
  ];
  if (claimed.length === 0) return { claimed: 0, mails: [] };
  const rows = await invoicesByNumbers(
    db,
    claimed.map((row) => row.number),
  );
  const accounts = [...new Set(rows.flatMap((row) => row.accountId ?? []))];
  const payers = await payersOf(db, accounts);
  const { bank } = site.seller;
  const mails = claimed.flatMap(({ number, kind }) => {
    const invoice = rows.find((row) => row.number === number);
    if (!invoice) return [];
    return payers
      .filter((payer) => payer.accountId === invoice.accountId)
      .map(
        (payer): Mail => ({
          to: payer.email,
          template: 'invoice-reminder',
          values: {
            greeting: greeting(payer),
            reminder: WORDS[kind],
            invoiceNumber: number,
            amount: formatDocumentAmount(invoice.totalCents, invoice.currency),
            // A partly paid invoice is reminded of what is left, not of its total.
            amountDue: formatDocumentAmount(
              amountDue({ ...invoice, paidCents: invoice.paidCents ?? 0 }),
              invoice.currency,
            ),
            dueDate: longDate(invoice.dueAt),
            suspensionDate: longDate(suspensionAt(invoice.dueAt)),
            bank: bank.name,
            iban: bank.iban,
            bic: bank.bic,
            link: new URL(BILLING_PATH, site.url).toString(),
          },
        }),
      );
  });
  return { claimed: claimed.length, mails };
}

/** Sends what `dueReminders` claimed; a mail that fails is logged, its reminder stays claimed. */
export async function sendAll(mailer: SendEmail | null, mails: readonly Mail[]): Promise<void> {
  if (!mailer) return;
  for (const mail of mails) {
    await sendMail(mailer, mail).catch((error: unknown) => console.error('Sending a mail failed', error));
  }
}
