/**
 * Form state shared by the island forms (values, per-field errors cleared on edit, submitting flag,
 * the banner) and their one submit flow: check with the shared schema → field errors, or busy →
 * send → the banner (the answer's error text; a network failure has its own message).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Sent } from '../../lib/api';
import type { FieldErrors, Validated } from '../../shared/api/common';
import type { BannerState } from './Banner';

/** The spec's text for a request that never got an answer. */
export const NETWORK_ERROR = 'An error occurred. Please try again.';

export type Submission<D, R> = {
  /**
   * The client-side check (the shared schema); a failure shows its field messages and sends nothing. It may
   * be async: the profile's forms load the schemas when first submitted, not with the page.
   */
  check: () => Validated<D> | Promise<Validated<D>>;
  /** Also show a failed check's first message in the banner (the profile cards do). */
  announceInvalid?: boolean;
  send: (data: D) => Promise<Sent<R>>;
  /** The banner's text when a refusal carries none. */
  fallback: string;
  /** A success: the banner to show, and `busy` when the page is about to change (the button stays busy). */
  done: (data: R) => { banner?: BannerState; busy?: boolean } | undefined;
  /** A refusal the form answers itself (e.g. a spent reset link): true when it did. */
  refused?: (failure: { error: string; fields: FieldErrors; status?: number | undefined }) => boolean;
};

export function useForm<T extends Record<string, string | boolean>>(
  initial: T,
  /** Where the banner goes when a parent shows it (the profile's two cards share one). */
  report?: (banner: BannerState) => void,
) {
  const start = useRef(initial).current;
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [ownBanner, setOwnBanner] = useState<BannerState>(null);
  const ref = useRef<HTMLFormElement>(null);
  const checking = useRef(false);
  const reportRef = useRef(report);
  reportRef.current = report;
  const setBanner = useCallback((banner: BannerState) => (reportRef.current ?? setOwnBanner)(banner), []);

  // What was typed or autofilled into the server-rendered form before the island hydrated stays on
  // screen, but React's state does not know it: the form would send empty fields. Once, on mount,
  // each input named after a field hands its value (or checkbox state) over to the state.
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    const typed: Partial<Record<keyof T, string | boolean>> = {};
    for (const key of Object.keys(start) as (keyof T & string)[]) {
      const input = form.elements.namedItem(key);
      if (!(input instanceof HTMLInputElement)) continue;
      const value = input.type === 'checkbox' ? input.checked : input.value;
      if (value !== start[key]) typed[key] = value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [start]);

  /** Clears one field's error (field errors clear when that field is edited). */
  const clear = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  /** Updates one field and clears its error. */
  const set = <K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  /** The one submit flow of every island form. */
  async function submit<D, R>(event: { preventDefault(): void }, submission: Submission<D, R>): Promise<void> {
    event.preventDefault();
    // A second submit while an async check is still loading would send twice.
    if (checking.current) return;
    setBanner(null);
    checking.current = true;
    let checked: Validated<D>;
    try {
      checked = await submission.check();
    } catch {
      // The checks' code did not arrive (offline): nothing is sent, and a new submit tries again.
      setBanner({ kind: 'error', text: NETWORK_ERROR });
      return;
    } finally {
      checking.current = false;
    }
    if (!checked.ok) {
      setErrors(checked.fields);
      if (submission.announceInvalid) setBanner({ kind: 'error', text: checked.error });
      return;
    }
    setSubmitting(true);
    let busy = false;
    try {
      const result = await submission.send(checked.data);
      if (result.ok) {
        const outcome = submission.done(result.data);
        if (outcome?.banner) setBanner(outcome.banner);
        busy = outcome?.busy === true;
      } else if (!submission.refused?.({ error: result.error, fields: result.fields ?? {}, status: result.status })) {
        if (result.fields) setErrors(result.fields);
        setBanner({ kind: 'error', text: result.error || submission.fallback });
      }
    } catch {
      setBanner({ kind: 'error', text: NETWORK_ERROR });
    }
    if (!busy) setSubmitting(false);
  }

  return {
    ref,
    values,
    setValues,
    errors,
    setErrors,
    submitting,
    setSubmitting,
    set,
    clear,
    banner: ownBanner,
    setBanner,
    submit,
  };
}
