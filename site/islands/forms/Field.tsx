/** A labelled input, textarea or select with its error and hint wired for screen readers. */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Common = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** Each control's own attributes; `as` picks the element, which is also its CSS class. */
type Control =
  | (Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
      as?: 'input';
      /** Rendered inside the input's wrapper, after the input (e.g. a show/hide toggle). */
      adornment?: ReactNode;
      /** Reaches the input (React 19 passes `ref` as a prop). */
      ref?: Ref<HTMLInputElement>;
    })
  | (Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { as: 'textarea'; adornment?: never })
  | (Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { as: 'select'; adornment?: never });

type Props = Common & Control;

export function Field({ id, label, error, hint, adornment, as: tag = 'input', ...attributes }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  // One tag name for the three: their attributes were checked against the union above.
  const Tag = tag as 'input';
  const control = (
    <Tag
      id={id}
      className={tag}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...(attributes as InputHTMLAttributes<HTMLInputElement>)}
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
