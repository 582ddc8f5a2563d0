/**
 * The About and Contact forms (docs/decisions/contact-forms-are-real.md): validated with the API's own schema before sending,
 * server field errors shown inline, a submitting state, and the success text of docs/decisions/contact-forms-are-real.md. The schema
 * loads on the first submit (islands budget), so the form renders from its texts alone.
 */
import { type SubmitEvent, useId } from 'react';
import { answer, api } from '../../lib/api';
import * as icons from '../../lib/island-icons';
import type { FieldErrors } from '../../shared/api/common';
import { categoryLabels, contactLimits, contactMessages, HONEYPOT_FIELD } from '../../shared/api/contact-messages';
import { CONTACT_CATEGORIES, type ContactSource } from '../../shared/domain/contact';
import { Banner } from '../forms/Banner';
import { CheckboxField } from '../forms/CheckboxField';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';
import { Icon } from '../Icon';
import '../../styles/marketing.css';

const contactCheck = contractCheck(() => import('../../shared/api/contact'));

type Props = { variant: ContactSource };

export default function ContactForm({ variant }: Props) {
  const id = useId();
  // No values in state: the fields are read from the form when it is sent, since it is used before it hydrates
  // (client:demand) and a reset after success is the form's own.
  const form = useForm({});
  const isContact = variant === 'contact';

  /** What each field needs: its id, name and error, and typing clears the error. */
  const wired = (name: string) => ({
    id: `${id}-${name}`,
    name,
    error: form.errors[name],
    onChange: () => form.clear(name),
  });

  /** The first field with an error, in the form's order, takes the focus. */
  const focusFirstError = (fields: FieldErrors) => {
    for (const element of form.ref.current?.elements ?? []) {
      if (fields[(element as HTMLInputElement).name]) {
        (element as HTMLElement).focus();
        break;
      }
    }
  };

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
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
    return form.submit(event, {
      check: async () => {
        const checked = await contactCheck((contract) => contract.checkContact(body));
        if (!checked.ok) focusFirstError(checked.fields);
        return checked;
      },
      send: (checked) => answer(api.POST('/api/contact', { body: checked })),
      fallback: contactMessages.failed,
      done: () => {
        form.ref.current?.reset();
        return { banner: { kind: 'success', text: contactMessages.success } };
      },
      // The server's field errors show on their fields, as the check's do, without a banner.
      refused: ({ fields }) => {
        if (Object.keys(fields).length === 0) return false;
        form.setErrors(fields);
        focusFirstError(fields);
        return true;
      },
    });
  }

  return (
    <form
      ref={form.ref}
      className={`form contact-form contact-form-${variant}`}
      noValidate
      onSubmit={onSubmit}
      aria-label={isContact ? 'Contact form' : 'Send us a message'}
    >
      <div className="contact-form-row">
        <Field label="Name" type="text" autoComplete="name" maxLength={contactLimits.name} {...wired('name')} />
        <Field label="Email" type="email" autoComplete="email" maxLength={contactLimits.email} {...wired('email')} />
      </div>
      {isContact && (
        <Field label="Subject" type="text" autoComplete="off" maxLength={contactLimits.subject} {...wired('subject')} />
      )}
      {isContact && (
        <Field as="select" label="Category" defaultValue="" {...wired('category')}>
          <option value="" disabled>
            Choose a category
          </option>
          {CONTACT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {categoryLabels[value]}
            </option>
          ))}
        </Field>
      )}
      <Field
        as="textarea"
        label="Message"
        rows={isContact ? 6 : 5}
        maxLength={contactLimits.message}
        {...wired('message')}
      />
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div className="contact-hp" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {isContact && (
        <CheckboxField {...wired('privacy')}>
          I agree to the <a href="/legal/privacy">privacy policy</a>.
        </CheckboxField>
      )}
      <Banner banner={form.banner} className="contact-status" icon />
      <button
        className="btn btn-primary contact-submit"
        type="submit"
        disabled={form.submitting}
        aria-busy={form.submitting}
      >
        {form.submitting ? (
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
