/**
 * Cancelling an annual service credits its whole unused months at the price paid (its line's share of
 * the invoice's net amount, a twelfth a month; the month under way counts as used), with the
 * invoice's tax treatment. One credit note per service at most (`credit_notes.service_id` is unique).
 */
import type { CreditNote } from '../../site/shared/api/credit';
import { creditTax, unusedMonths, unusedMonthsCredit } from '../../site/shared/domain/balance';
import type { ServiceRow } from '../db/account-services';
import { invoiceOfOrder } from '../db/billing';
import type { RequestContext } from '../env';
import { issueCreditNote } from './credit-notes';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
export const CANCEL_REASON = 'Annual service cancelled: its unused months are credited at the price paid.';

export async function creditCancelledService(
  c: RequestContext,
  service: ServiceRow,
  user: { id: string; name: string; email: string },
  now: number,
): Promise<CreditNote | null> {
  if (service.billingPeriod !== 'annual' || !service.orderId || !service.orderLineId) return null;
  const { db, d1 } = c.var;
  const [[invoice], line] = await Promise.all([
    invoiceOfOrder(db, service.orderId),
    d1
      .prepare('SELECT name, unit_price_cents AS price FROM order_lines WHERE id = ?')
      .bind(service.orderLineId)
      .first<{ name: string; price: number }>(),
  ]);
  if (!invoice || !line) return null;
  const unused = unusedMonths(service.startedAt, now);
  const net = unusedMonthsCredit(line.price, invoice, unused);
  if (net === 0) return null;
  const index = invoice.lines.findIndex(
    (l) => l.billingPeriod === 'annual' && l.name === line.name && l.amountCents === line.price,
  );
  return issueCreditNote(c, {
    invoiceNumber: invoice.number,
    serviceId: service.id,
    issuedAt: now,
    reason: CANCEL_REASON,
    lines: [
      {
        name: line.name,
        description: `${unused} unused ${unused === 1 ? 'month' : 'months'} of 12, cancelled on ${dayFormat.format(now)}`,
        amountCents: net,
        ...(index >= 0 ? { invoiceLine: index + 1 } : {}),
      },
    ],
    netCents: net,
    taxCents: creditTax(net, { kind: invoice.taxKind, rateBasisPoints: invoice.taxRateBp }),
    actor: user,
  });
}
