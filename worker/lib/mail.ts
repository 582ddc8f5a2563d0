/**
 * The one way the Worker sends mail: a template of `content/mail/`, filled in and
 * handed to the Email Service `send_email` binding (`MAIL` in wrangler.toml) with a plain-text and
 * an HTML part and the product's name as the sender. `wrangler dev` simulates the binding and
 * writes each mail to `.wrangler/tmp/email/`; in production Cloudflare delivers it.
 */
import accountDeleted from '../../content/mail/account-deleted.md';
import apiTokenCreated from '../../content/mail/api-token-created.md';
import budgetAlert from '../../content/mail/budget-alert.md';
import contactReceived from '../../content/mail/contact-received.md';
import creditNote from '../../content/mail/credit-note.md';
import invoiceReady from '../../content/mail/invoice-ready.md';
import invoiceReminder from '../../content/mail/invoice-reminder.md';
import newOrder from '../../content/mail/new-order.md';
import orderConfirmation from '../../content/mail/order-confirmation.md';
import passkeyAdded from '../../content/mail/passkey-added.md';
import passkeyRemoved from '../../content/mail/passkey-removed.md';
import passwordChanged from '../../content/mail/password-changed.md';
import passwordReset from '../../content/mail/password-reset.md';
import paymentReceived from '../../content/mail/payment-received.md';
import teamInvitation from '../../content/mail/team-invitation.md';
import teamJoined from '../../content/mail/team-joined.md';
import teamOwnershipTransferred from '../../content/mail/team-ownership-transferred.md';
import teamRemoved from '../../content/mail/team-removed.md';
import teamRoleChanged from '../../content/mail/team-role-changed.md';
import twoFactorDisabled from '../../content/mail/two-factor-disabled.md';
import twoFactorEnabled from '../../content/mail/two-factor-enabled.md';
import twoFactorRecoveryCodes from '../../content/mail/two-factor-recovery-codes.md';
import usageInvoice from '../../content/mail/usage-invoice.md';
import verifyEmail from '../../content/mail/verify-email.md';
import { site } from '../../site/shared/config';
import { type RenderedMail, renderMail } from './mail-render';

/** Each template and the values it is given besides `product` and `supportEmail`. */
const TEMPLATES = {
  'password-reset': { source: passwordReset, values: ['greeting', 'email', 'link'] },
  'password-changed': { source: passwordChanged, values: ['name', 'email', 'link'] },
  'verify-email': { source: verifyEmail, values: ['email', 'link'] },
  // The last mail of a deleted account.
  'account-deleted': { source: accountDeleted, values: ['greeting', 'email', 'link'] },
  'passkey-added': { source: passkeyAdded, values: ['name', 'email', 'passkey', 'link'] },
  'passkey-removed': { source: passkeyRemoved, values: ['name', 'email', 'passkey', 'link'] },
  // Two-factor sign-in changes; the link goes to the profile's Security section.
  'two-factor-enabled': { source: twoFactorEnabled, values: ['name', 'email', 'link'] },
  'two-factor-disabled': { source: twoFactorDisabled, values: ['name', 'email', 'link'] },
  'two-factor-recovery-codes': { source: twoFactorRecoveryCodes, values: ['name', 'email', 'link'] },
  // Billing: to the customer at checkout and when the payment is recorded.
  'order-confirmation': {
    source: orderConfirmation,
    values: ['greeting', 'orderNumber', 'lines', 'totals', 'invoiceNote', 'link'],
  },
  'invoice-ready': {
    source: invoiceReady,
    values: ['greeting', 'invoiceNumber', 'total', 'dueDate', 'bank', 'iban', 'bic', 'link'],
  },
  // The monthly run's invoice of a month's usage (lib/monthly-run.ts).
  'usage-invoice': {
    source: usageInvoice,
    values: ['greeting', 'invoiceNumber', 'month', 'lines', 'totals', 'dueDate', 'bank', 'iban', 'bic', 'link'],
  },
  // The hourly run: reminders of an overdue invoice (lib/reminder-run.ts) and budget alerts (lib/budget-run.ts).
  'invoice-reminder': {
    source: invoiceReminder,
    values: [
      'greeting',
      'reminder',
      'invoiceNumber',
      'amount',
      'amountDue',
      'dueDate',
      'suspensionDate',
      'bank',
      'iban',
      'bic',
      'link',
    ],
  },
  'budget-alert': {
    source: budgetAlert,
    values: ['greeting', 'percent', 'amount', 'budget', 'month', 'stopNote', 'link'],
  },
  'payment-received': {
    source: paymentReceived,
    values: ['greeting', 'invoiceNumber', 'amount', 'paidDate', 'standing', 'link'],
  },
  // A credit note, to the address of the invoice it corrects (lib/credit-notes.ts).
  'credit-note': {
    source: creditNote,
    values: ['greeting', 'creditNoteNumber', 'invoiceNumber', 'reason', 'total', 'standing', 'link'],
  },
  // API tokens: to their maker when one is made.
  'api-token-created': {
    source: apiTokenCreated,
    values: ['name', 'email', 'token', 'account', 'scopes', 'expires', 'link'],
  },
  // Teams: an invitation to the invited address; the others to members.
  'team-invitation': {
    source: teamInvitation,
    values: ['inviter', 'team', 'role', 'roleSummary', 'email', 'expires', 'link'],
  },
  'team-joined': { source: teamJoined, values: ['name', 'member', 'memberEmail', 'team', 'role', 'link'] },
  'team-role-changed': { source: teamRoleChanged, values: ['name', 'team', 'role', 'roleSummary', 'by', 'link'] },
  'team-removed': { source: teamRemoved, values: ['name', 'team', 'by', 'link'] },
  'team-ownership-transferred': {
    source: teamOwnershipTransferred,
    values: ['name', 'team', 'newOwner', 'formerOwner', 'link'],
  },
  // To the company's own addresses (site config).
  'new-order': {
    source: newOrder,
    values: ['orderNumber', 'invoiced', 'total', 'tax', 'email', 'country', 'lines'],
  },
  'contact-received': {
    source: contactReceived,
    values: ['name', 'email', 'category', 'subject', 'message', 'source'],
  },
} as const;

export type MailTemplate = keyof typeof TEMPLATES;
export type MailValuesOf<T extends MailTemplate> = Record<(typeof TEMPLATES)[T]['values'][number], string>;
/** A mail to send; for the union of templates, one member per template (each with its own values). */
export type Mail<T extends MailTemplate = MailTemplate> = T extends MailTemplate
  ? { to: string; template: T; values: MailValuesOf<T> }
  : never;

export const MAIL_TEMPLATES = Object.keys(TEMPLATES) as MailTemplate[];

/** The sender of every mail; the address must be one the binding may send from in production. */
export const SENDER: EmailAddress = { name: site.name, email: site.noReplyEmail };

export type OutgoingMail = RenderedMail & { template: MailTemplate; from: EmailAddress; to: string };

/** The message for the binding: subject, both parts, sender and recipient. */
export function composeMail<T extends MailTemplate>(mail: Mail<T>): OutgoingMail {
  const values = { ...mail.values, product: site.name, supportEmail: site.supportEmail };
  return { template: mail.template, from: SENDER, to: mail.to, ...renderMail(TEMPLATES[mail.template].source, values) };
}

type Listener = (mail: OutgoingMail) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` with every mail the binding has accepted. The Workers-runtime tests read the
 * mails this way (the binding there is Miniflare's simulation, which keeps them on the host's disk);
 * the browser tests read the files `wrangler dev` writes.
 */
export function onMailSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function sendMail<T extends MailTemplate>(binding: SendEmail, mail: Mail<T>): Promise<OutgoingMail> {
  const message = composeMail(mail);
  const { from, to, subject, text, html } = message;
  await binding.send({ from, to, subject, text, html });
  for (const listener of listeners) listener(message);
  return message;
}
