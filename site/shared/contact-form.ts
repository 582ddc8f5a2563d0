/**
 * The contact forms' schemas (ruling R18), written once as Valibot schemas for the About and Contact
 * forms and `POST /api/contact` (which accepts either, see `contact.ts`). The forms load this on
 * their first submit; their fields and texts are in `contact-fields.ts`, re-exported here.
 */
import * as v from 'valibot';
import { emailText, requestObject, requiredText, tooLong, validate } from './api/common';
import { contactLimits, contactMessages, HONEYPOT_FIELD } from './contact-fields';
import { CONTACT_CATEGORIES, type ContactSource } from './domain/contact';

export * from './contact-fields';

const common = {
  name: requiredText('Name', contactMessages.nameRequired, contactLimits.name),
  email: emailText(contactLimits.email),
  message: requiredText('Message', contactMessages.messageRequired, contactLimits.message),
  /** The honeypot: any text is accepted here; the route decides what a filled one means. */
  [HONEYPOT_FIELD]: v.optional(
    v.pipe(
      v.string('Website must be text'),
      v.maxLength(contactLimits.honeypot, tooLong('Website', contactLimits.honeypot)),
    ),
  ),
};

/** The About page's short form: name, e-mail, message. */
export const aboutContactSchema = requestObject({
  ...common,
  source: v.literal('about' satisfies ContactSource, contactMessages.sourceInvalid),
});

/** The Contact page's form: adds subject, one of five categories and the privacy-policy consent. */
export const contactPageSchema = requestObject({
  ...common,
  source: v.literal('contact' satisfies ContactSource, contactMessages.sourceInvalid),
  subject: requiredText('Subject', contactMessages.subjectRequired, contactLimits.subject),
  category: v.picklist(CONTACT_CATEGORIES, contactMessages.categoryRequired),
  privacy: v.literal(true, contactMessages.privacyRequired),
});

export type AboutContactInput = v.InferOutput<typeof aboutContactSchema>;
export type ContactPageInput = v.InferOutput<typeof contactPageSchema>;

/** The About or the Contact form's checks, as the API runs them. */
export function checkContact(body: { source: ContactSource } & Record<string, unknown>) {
  return body.source === 'contact' ? validate(contactPageSchema, body) : validate(aboutContactSchema, body);
}
