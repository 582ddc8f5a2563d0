/**
 * What the Billing page says about the saved VAT number: confirmed by VIES, not registered, VIES not
 * reached, or a UK or Swiss number checked by format (docs/decisions/vat-numbers-confirmed-with-vies.md).
 */
import { formatOrderDay } from '../../lib/order-format';
import type { BillingDetails } from '../../shared/api/billing';
import { vatNote } from '../../shared/api/billing-messages';

export function VatNumberNote({ details }: { details: BillingDetails | null }) {
  const note = details ? vatNote(details, formatOrderDay) : null;
  if (!note) return null;
  return (
    <section className={`vat-note vat-note-${note.tone}`} aria-labelledby="vat-note-title">
      <h3 id="vat-note-title">
        VAT number <span className={`badge badge-${note.tone}`}>{note.title}</span>
      </h3>
      <p>{note.text}</p>
    </section>
  );
}
