/**
 * Form state shared by the island forms (values, per-field errors cleared on edit, submitting flag,
 * the banner) and their one submit flow (`submit-flow.ts`).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../shared/api/common';
import type { BannerState } from './Banner';
import { runSubmission, type Submission } from './submit-flow';

export { NETWORK_ERROR, type Submission } from './submit-flow';

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
  function submit<D, R>(event: { preventDefault(): void }, submission: Submission<D, R>): Promise<void> {
    event.preventDefault();
    return runSubmission(submission, { checking, setBanner, setErrors, setSubmitting });
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
