/** Toast notifications (docs/decisions/toasts-not-alerts.md): any island queues one; the Toaster island shows them. */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; message: string; kind: ToastKind };

export const $toasts = atom<Toast[]>([]);
export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 4;
let nextId = 1;

export function toast(message: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, kind }].slice(-MAX_VISIBLE));
  // The Toaster island loads on this event (client:demand="toast"): pages pay for it only when used.
  window.dispatchEvent(new Event('nimbus:toast'));
  return id;
}

export function dismissToast(id: number) {
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}
