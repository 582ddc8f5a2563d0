/**
 * Cancel, confirmed in a modal dialog (docs/decisions/services-page-and-cancel.md): the native `<dialog>`
 * keeps focus inside, Escape closes it, and focus returns to the Cancel button. Every button names the
 * service it acts on.
 */
import { useRef, useState } from 'react';
import type { AccountService } from '../../shared/api/services';
import { serviceMessages } from '../../shared/api/services-messages';
import { cancelService } from '../../stores/services';

export function CancelService({ service }: { service: Pick<AccountService, 'id' | 'name'> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `cancel-${service.id}-heading`;
  async function confirm() {
    setBusy(true);
    // On success the row re-renders as ended and this button goes with it.
    if (await cancelService(service)) dialog.current?.close();
    setBusy(false);
  }
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => dialog.current?.showModal()}>
        Cancel<span className="visually-hidden"> {service.name}</span>
      </button>
      <dialog ref={dialog} className="service-dialog card" aria-labelledby={headingId}>
        <h2 id={headingId}>Cancel {service.name}?</h2>
        <p className="muted">{serviceMessages.cancelLead}</p>
        <div className="service-dialog-actions">
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => dialog.current?.close()}>
            Keep it
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Cancelling…' : `Cancel ${service.name}`}
          </button>
        </div>
      </dialog>
    </>
  );
}
