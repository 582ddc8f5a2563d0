/**
 * The About and Contact forms (docs/decisions/contact-forms-are-real.md): validated with the API's own schema before sending,
 * server field errors shown inline, a submitting state, and the success text of docs/decisions/contact-forms-are-real.md. The schema
 * loads on the first submit (islands budget), so the form renders from its texts alone.
 */
import { type SubmitEvent, useId, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import * as icons from '../../lib/island-icons';
import type { FieldErrors, Validated } from '../../shared/api/common';
import { categoryLabels, contactLimits, contactMessages, HONEYPOT_FIELD } from '../../shared/api/contact-messages';
import { CONTACT_CATEGORIES, type ContactSource } from '../../shared/domain/contact';
import { Icon } from '../Icon';
import '../../styles/marketing.css';

type Props = { variant: ContactSource };
type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

const FIELD_ORDER = ['name', 'email', 'subject', 'category', 'message', 'privacy'] as const;

export default function ContactForm({ variant }: Props) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** True from a submit until its answer, also while its checks load (the button is not disabled yet then). */
  const busy = useRef(false);
  const isContact = variant === 'contact';

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  const focusFirstError = (fields: FieldErrors) => {
    const first = FIELD_ORDER.find((name) => fields[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      busy.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const body = {
      source: variant,
      name: text('name'),
      email: text('email'),
      message: text('message'),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      ...(isContact
        ? { subject: text('subject'), category: text('category'), privacy: data.get('privacy') === 'on' }
        : {}),
    };
    let checked: Validated<unknown>;
    try {
      const { checkContact } = await import('../../shared/api/contact');
      checked = checkContact(body);
    } catch {
      // The checks did not load (offline): nothing is sent, and the form stays as it was.
      setStatus({ kind: 'error', message: contactMessages.network });
      return;
    }
    setStatus({ kind: 'idle' });
    if (!checked.ok) {
      setErrors(checked.fields);
      focusFirstError(checked.fields);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await apiRequest<{ received: boolean }>('POST', '/api/contact', { body });
      if (result.ok) {
        form.reset();
        setStatus({ kind: 'success' });
      } else if (Object.keys(result.fields).length > 0) {
        setErrors(result.fields);
        focusFirstError(result.fields);
      } else {
        setStatus({ kind: 'error', message: result.error || contactMessages.failed });
      }
    } catch {
      setStatus({ kind: 'error', message: contactMessages.network });
    } finally {
      setSubmitting(false);
    }
  }

  const describedBy = (name: string, hint?: string) =>
    [errors[name] ? errorId(name) : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={errorId(name)}>
        {errors[name]}
      </p>
    ) : null;

  const textField = (name: 'name' | 'email' | 'subject', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label className="label" htmlFor={fieldId(name)}>
        {label}
      </label>
      <input
        className="input"
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={contactLimits[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        onInput={() => clearError(name)}
      />
      {error(name)}
    </div>
  );

  return (
    <form
      className={`form contact-form contact-form-${variant}`}
      noValidate
      onSubmit={onSubmit}
      aria-label={isContact ? 'Contact form' : 'Send us a message'}
    >
      <div className="contact-form-row">
        {textField('name', 'Name', 'text', 'name')}
        {textField('email', 'Email', 'email', 'email')}
      </div>
      {isContact && textField('subject', 'Subject', 'text', 'off')}
      {isContact && (
        <div className="field">
          <label className="label" htmlFor={fieldId('category')}>
            Category
          </label>
          <select
            className="select"
            id={fieldId('category')}
            name="category"
            defaultValue=""
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            onChange={() => clearError('category')}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {CONTACT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </select>
          {error('category')}
        </div>
      )}
      <div className="field">
        <label className="label" htmlFor={fieldId('message')}>
          Message
        </label>
        <textarea
          className="textarea"
          id={fieldId('message')}
          name="message"
          rows={isContact ? 6 : 5}
          maxLength={contactLimits.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          onInput={() => clearError('message')}
        />
        {error('message')}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div className="contact-hp" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {isContact && (
        <div className="field">
          <label className="checkbox" htmlFor={fieldId('privacy')}>
            <input
              id={fieldId('privacy')}
              name="privacy"
              type="checkbox"
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={describedBy('privacy')}
              onChange={() => clearError('privacy')}
            />
            <span>
              I agree to the <a href="/legal/privacy">privacy policy</a>.
            </span>
          </label>
          {error('privacy')}
        </div>
      )}
      <div role="status" aria-live="polite" className="contact-status">
        {status.kind === 'success' && (
          <p className="banner banner-success">
            <Icon d={icons.check} />
            <span>{contactMessages.success}</span>
          </p>
        )}
      </div>
      {status.kind === 'error' && (
        <p className="banner banner-error" role="alert">
          <Icon d={icons.alert} />
          <span>{status.message}</span>
        </p>
      )}
      <button className="btn btn-primary contact-submit" type="submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <>
            <span className="spinner" aria-hidden="true" /> Sending...
          </>
        ) : (
          <>
            Send message <Icon d={icons.arrowRight} size={18} />
          </>
        )}
      </button>
    </form>
  );
}
