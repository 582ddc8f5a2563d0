/** A labelled input with its error and hint wired for screen readers. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Rendered inside the input's wrapper, after the input (e.g. a show/hide toggle). */
  adornment?: ReactNode;
  /** Reaches the input (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
};

export function Field({ id, label, error, hint, adornment, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      id={id}
      className="input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {adornment ? (
        <div className="password-wrap">
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
