/**
 * One name per state (docs/decisions/one-name-per-state.md): the states an invoice, an order and a
 * service take, and the words every place shows for them: orders, invoices, Billing, Services, the
 * mails and the API's values. Nothing else names these states.
 */

/** An invoice: unpaid until its due date, partly paid, unpaid after it, or paid. */
export const INVOICE_STATES = ['pendingPayment', 'partlyPaid', 'paid', 'overdue'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** An order reads its invoice's state; an order without an invoice of its own (monthly items only) is "Confirmed". */
export const ORDER_STATES = [...INVOICE_STATES, 'confirmed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** A service as the account sees it: running, ended, or held while an invoice is long overdue. */
export const SERVICE_SHOWN_STATES = ['active', 'ended', 'suspended'] as const;
export type ServiceShownState = (typeof SERVICE_SHOWN_STATES)[number];

export const STATE_LABELS: Record<OrderState | ServiceShownState, string> = {
  pendingPayment: 'Pending payment',
  partlyPaid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  confirmed: 'Confirmed',
  active: 'Active',
  ended: 'Ended',
  suspended: 'Suspended',
};

/** How the badges of orders and invoices colour each state. */
export const STATE_TONES: Record<OrderState, 'success' | 'warning' | 'danger'> = {
  pendingPayment: 'warning',
  partlyPaid: 'warning',
  paid: 'success',
  overdue: 'danger',
  confirmed: 'success',
};

/**
 * The invoice's state at `now`: paid once nothing is left to pay; overdue when something is still due
 * after the due date; partly paid when a payment arrived and some is still due; pending payment until then.
 */
export function invoiceState(
  invoice: { dueAt: number; paidAt: number | null; paidCents?: number | null },
  now: number,
): InvoiceState {
  if (invoice.paidAt !== null) return 'paid';
  if (now > invoice.dueAt) return 'overdue';
  return (invoice.paidCents ?? 0) > 0 ? 'partlyPaid' : 'pendingPayment';
}
