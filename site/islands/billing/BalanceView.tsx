/**
 * The Billing page's balance: the account's credit, its movements, its credit notes and its payments
 * with their PDFs (docs/decisions/stored-documents-and-credit-notes.md). Roles without invoices read a note instead.
 */
import { type ReactNode, useEffect, useState } from 'react';
import type { AccountNote as Note } from '../../lib/account-notes';
import {
  BALANCE_KIND_LABELS,
  balanceMessages,
  creditNotePdfPath,
  receiptPdfPath,
} from '../../shared/api/credit-messages';
import { formatDocumentAmount } from '../../shared/domain/money';
import { $balance, loadBalance } from '../../stores/billing';
import { may } from '../../stores/current-account';
import { requireSession } from '../../stores/session';
import { AccountNote } from '../AccountNote';
import { useStore } from '../use-store';
import { DocumentItem } from './DocumentItem';
import { Failed } from './Failed';
import { InvoiceDownload } from './InvoiceDownload';

const usd = (cents: number) => formatDocumentAmount(cents, 'USD');

/** One list of the balance (`label` names it to screen readers), or what it says when it is empty. */
function DocumentList<T>({
  items,
  none,
  label,
  children,
}: {
  items: T[];
  none: string;
  label?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="muted">{none}</p>;
  return (
    <ul className="invoice-list balance-list" aria-label={label}>
      {items.map(children)}
    </ul>
  );
}

function Balance() {
  const state = useStore($balance);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '4.5rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadBalance()} />;
  const { balanceCents, movements, creditNotes, payments } = state;
  return (
    <>
      <p className="balance-amount">
        <span className="muted">Account credit</span> <strong>{usd(balanceCents)}</strong>
      </p>
      <DocumentList items={movements} none={balanceMessages.none} label="Balance movements">
        {(movement) => (
          <DocumentItem
            key={`${movement.at}-${movement.document}-${movement.kind}`}
            name={BALANCE_KIND_LABELS[movement.kind]}
            kind
            at={movement.at}
            about={movement.document}
            amount={`${movement.amountCents > 0 ? '+' : ''}${usd(movement.amountCents)}`}
          />
        )}
      </DocumentList>
      <h3 className="balance-subheading">Credit notes</h3>
      <DocumentList items={creditNotes} none={balanceMessages.noCreditNotes}>
        {(note) => (
          <DocumentItem
            key={note.number}
            name={note.number}
            at={note.issuedAt}
            about={`for ${note.invoiceNumber}`}
            amount={usd(note.totalCents)}
          >
            <InvoiceDownload
              number={note.number}
              label="PDF"
              path={creditNotePdfPath(note.number)}
              kind="credit note"
            />
          </DocumentItem>
        )}
      </DocumentList>
      <h3 className="balance-subheading">Payments</h3>
      <DocumentList items={payments} none={balanceMessages.noPayments} label="Payments">
        {(payment) => (
          <DocumentItem
            key={payment.id}
            name={payment.receipt}
            at={payment.recordedAt}
            about={`for ${payment.invoiceNumber}`}
            amount={usd(payment.amountCents)}
          >
            <InvoiceDownload
              number={payment.receipt}
              label="Receipt"
              path={receiptPdfPath(payment.id)}
              kind="receipt"
            />
          </DocumentItem>
        )}
      </DocumentList>
    </>
  );
}

export default function BalanceView({ note }: { note: Note }) {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    if (!requireSession('/profile/billing')) return;
    if (may('billing:read')) void loadBalance();
    else setAllowed(false);
  }, []);
  return (
    <section className="card billing-card" aria-labelledby="balance-heading">
      <h2 id="balance-heading">Balance</h2>
      {allowed ? <Balance /> : <AccountNote note={note} />}
    </section>
  );
}
