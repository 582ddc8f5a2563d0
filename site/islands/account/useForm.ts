/** Form state shared by the account forms: values, per-field errors cleared on edit, submitting flag. */
import { useState } from 'react';
import type { FieldErrors } from '../../shared/validation';

export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  /** Updates one field and clears its error (spec §4: field errors clear when that field is edited). */
  const set = <K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  return { values, setValues, errors, setErrors, submitting, setSubmitting, set };
}
