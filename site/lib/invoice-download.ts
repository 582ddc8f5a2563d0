/**
 * Downloads an invoice's PDF. The API needs the session's bearer token, which a plain link cannot
 * send, so the page fetches the file and hands it to the browser as a download. No React.
 */
import { invoicePdfPath } from '../shared/api/billing-messages';
import { initSession } from '../stores/session';

/** True when the file was handed over; false when it could not be fetched. `path`: another document's PDF (a credit note). */
export async function downloadInvoice(number: string, path = invoicePdfPath(number)): Promise<boolean> {
  const token = initSession()?.token;
  if (!token) return false;
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${number}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file; the URL can go once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}
