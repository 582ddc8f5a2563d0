/**
 * Toast host (docs/decisions/toasts-not-alerts.md): bottom-right, a polite live region, Alt+T moves focus to the
 * newest toast, each with a "Close toast" button; a toast stays while hovered or focused.
 */
import { useEffect, useRef, useState } from 'react';
import { takeFlash } from '../lib/flash';
import * as icons from '../lib/island-icons';
import { $toasts, dismissToast, TOAST_DURATION_MS, type Toast, toast } from '../stores/toast';
import { Icon } from './Icon';
import { useStore } from './use-store';

function ToastItem({ item }: { item: Toast }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id, paused]);

  return (
    <li
      className={`toast toast-${item.kind}`}
      tabIndex={-1}
      data-toast-kind={item.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast-icon">
        <Icon d={item.kind === 'success' ? icons.check : item.kind === 'error' ? icons.alert : icons.info} size={18} />
      </span>
      <p className="toast-message">{item.message}</p>
      <button type="button" className="toast-close" aria-label="Close toast" onClick={() => dismissToast(item.id)}>
        <Icon d={icons.close} size={16} />
      </button>
    </li>
  );
}

export default function Toaster() {
  const toasts = useStore($toasts);
  const listRef = useRef<HTMLOListElement>(null);

  // A toast carried over from the previous page (logout) is shown here, once.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast(flash.message, flash.kind);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        const items = listRef.current?.querySelectorAll<HTMLElement>('.toast');
        const newest = items?.[items.length - 1];
        if (newest) {
          event.preventDefault();
          newest.focus();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section className="toaster" aria-label="Notifications (Alt+T)">
      <ol ref={listRef} aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
