/**
 * The Billing page's invoices, newest first, each with its status and its PDF
 * (docs/decisions/invoices-and-bank-transfer.md).
 */
import { useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import { formatOrderDay } from '../../lib/order-format';
import { billingMessages } from '../../shared/api/billing-messages';
import { formatDocumentAmount } from '../../shared/domain/money';
import { STATE_LABELS, STATE_TONES } from '../../shared/domain/state-names';
import { $invoices, loadInvoices } from '../../stores/billing';
import { may } from '../../stores/current-account';
import { requireSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { useStore } from '../use-store';
import { DocumentItem } from './DocumentItem';
import { Failed } from './Failed';
import { InvoiceDownload } from './InvoiceDownload';

function Invoices() {
  const state = useStore($invoices);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '4.5rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadInvoices()} />;
  if (state.invoices.length === 0) return <p className="muted">{billingMessages.noInvoices}</p>;
  return (
    <ul className="invoice-list">
      {state.invoices.map((invoice) => (
        <DocumentItem
          key={invoice.number}
          name={invoice.number}
          at={invoice.issuedAt}
          about={
            <>
              {invoice.paidAt ? 'paid' : 'due'}{' '}
              <time dateTime={invoice.paidAt ?? invoice.dueAt}>{formatOrderDay(invoice.paidAt ?? invoice.dueAt)}</time>
            </>
          }
          amount={formatDocumentAmount(invoice.totalCents, invoice.currency)}
        >
          <span className={`badge badge-${STATE_TONES[invoice.status]}`}>{STATE_LABELS[invoice.status]}</span>
          <InvoiceDownload number={invoice.number} label="PDF" />
        </DocumentItem>
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
