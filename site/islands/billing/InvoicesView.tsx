/**
 * The Billing page's invoices, newest first, each with its status and its PDF
 * (docs/decisions/invoices-and-bank-transfer.md).
 */
import { useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import { formatOrderDay } from '../../lib/order-format';
import { billingMessages, INVOICE_STATUS_LABELS } from '../../shared/api/billing-messages';
import type { InvoiceStatus } from '../../shared/domain/invoice-terms';
import { formatDocumentAmount } from '../../shared/domain/money';
import { $invoices, loadInvoices } from '../../stores/billing';
import { may } from '../../stores/current-account';
import { requireSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { useStore } from '../use-store';
import { Failed } from './Failed';
import { InvoiceDownload } from './InvoiceDownload';

const TONE: Record<InvoiceStatus, string> = {
  open: 'warning',
  partlyPaid: 'warning',
  paid: 'success',
  overdue: 'danger',
};

function Invoices() {
  const state = useStore($invoices);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '4.5rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadInvoices()} />;
  if (state.invoices.length === 0) return <p className="muted">{billingMessages.noInvoices}</p>;
  return (
    <ul className="invoice-list">
      {state.invoices.map((invoice) => (
        <li key={invoice.number} className="invoice-item">
          <span className="invoice-number">{invoice.number}</span>
          <span className="muted invoice-meta">
            <time dateTime={invoice.issuedAt}>{formatOrderDay(invoice.issuedAt)}</time>
            {invoice.paidAt ? (
              <>
                {' · paid '}
                <time dateTime={invoice.paidAt}>{formatOrderDay(invoice.paidAt)}</time>
              </>
            ) : (
              <>
                {' · due '}
                <time dateTime={invoice.dueAt}>{formatOrderDay(invoice.dueAt)}</time>
              </>
            )}
          </span>
          <span className="invoice-total">{formatDocumentAmount(invoice.totalCents, invoice.currency)}</span>
          <span className={`badge badge-${TONE[invoice.status]}`}>{INVOICE_STATUS_LABELS[invoice.status]}</span>
          <InvoiceDownload number={invoice.number} label="PDF" />
        </li>
      ))}
    </ul>
  );
}

/** `note`: what a role without invoices (member, viewer) reads instead (the API would answer 403). */
export default function InvoicesView({ note }: { note: Note }) {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    if (!requireSession('/profile/billing')) return;
    if (may('billing:read')) void loadInvoices();
    else setAllowed(false);
  }, []);
  return (
    <section className="card billing-card" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      {allowed ? <Invoices /> : <AccountNote note={note} />}
    </section>
  );
}
