/** Form state shared by the account forms: values, per-field errors cleared on edit, submitting flag. */
import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../shared/validation';

export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const start = useRef(initial).current;
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

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

  /** Updates one field and clears its error (spec §4: field errors clear when that field is edited). */
  const set = <K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  return { ref, values, setValues, errors, setErrors, submitting, setSubmitting, set };
}
