/** A button that downloads an invoice's PDF, and says so when it cannot. */
import { useState } from 'react';
import { downloadInvoice } from '../../lib/invoice-download';
import * as icons from '../../lib/island-icons';
import { billingMessages } from '../../shared/api/billing-messages';
import { Icon } from '../Icon';

export function InvoiceDownload({
  number,
  label = billingMessages.download,
  path,
  kind = 'invoice',
}: {
  number: string;
  label?: string;
  /** Another document's PDF (a credit note's or a receipt's); the invoice's by default. */
  path?: string;
  kind?: 'invoice' | 'credit note' | 'receipt';
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    setState((await downloadInvoice(number, path)) ? 'idle' : 'failed');
  }
  return (
    <span className="invoice-download">
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-label={`${billingMessages.download}: ${kind} ${number}`}
      >
        <Icon d={icons.download} size={16} />
        {state === 'busy' ? 'Preparing…' : label}
      </button>
      {state === 'failed' && (
        <span className="field-error" role="alert">
          {billingMessages.downloadFailed}
        </span>
      )}
    </span>
  );
}
