/**
 * One name per state (docs/decisions/one-name-per-state.md): the states an invoice, an order and a
 * service take, and the words every place shows for them: orders, invoices, Billing, Services, the
 * mails and the API's values. Nothing else names these states.
 */

/** An invoice: unpaid until its due date, unpaid after it, or paid. */
export const INVOICE_STATES = ['pendingPayment', 'paid', 'overdue'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** An order reads its invoice's state; an order without an invoice of its own (monthly items only) is "Confirmed". */
export const ORDER_STATES = [...INVOICE_STATES, 'confirmed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** A service as the account sees it: running, ended, or held while an invoice is long overdue. */
export const SERVICE_SHOWN_STATES = ['active', 'ended', 'suspended'] as const;
export type ServiceShownState = (typeof SERVICE_SHOWN_STATES)[number];

export const STATE_LABELS: Record<OrderState | ServiceShownState, string> = {
  pendingPayment: 'Pending payment',
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
  paid: 'success',
  overdue: 'danger',
  confirmed: 'success',
};

/** The invoice's state at `now`: paid once a payment is recorded, else overdue after the due date. */
export function invoiceState(invoice: { dueAt: number; paidAt: number | null }, now: number): InvoiceState {
  if (invoice.paidAt !== null) return 'paid';
  return now > invoice.dueAt ? 'overdue' : 'pendingPayment';
}
