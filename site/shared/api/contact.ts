/**
 * `/api/contact`: the About and Contact forms' messages. `POST /api/contact` accepts either form, told
 * apart by `source`; each form checks with its own schema (`checkContact`), loaded on its first submit.
 */
import * as v from 'valibot';
import { CONTACT_CATEGORIES, type ContactSource } from '../domain/contact';
import {
  defineSchema,
  emailText,
  requestObject,
  requiredLine,
  requiredText,
  tooLong,
  type Validated,
  validate,
} from './common';
import { contactLimits, contactMessages, HONEYPOT_FIELD } from './contact-messages';

export * from './contact-messages';

/** What both forms send. */
const commonFields = () => ({
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
});

/** The About page's short form: name, e-mail, message. */
export const aboutContactSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    ...commonFields(),
    source: v.literal('about' satisfies ContactSource, contactMessages.sourceInvalid),
  }),
);

/** The Contact page's form: adds subject, one of five categories and the privacy-policy consent. */
export const contactPageSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    ...commonFields(),
    source: v.literal('contact' satisfies ContactSource, contactMessages.sourceInvalid),
    subject: requiredLine('Subject', contactMessages.subjectRequired, contactLimits.subject),
    category: v.picklist(CONTACT_CATEGORIES, contactMessages.categoryRequired),
    privacy: v.literal(true, contactMessages.privacyRequired),
  }),
);

export type AboutContactInput = v.InferOutput<typeof aboutContactSchema>;
export type ContactPageInput = v.InferOutput<typeof contactPageSchema>;

/** The About or the Contact form's checks, as the API runs them. */
export function checkContact(body: { source: ContactSource } & Record<string, unknown>): Validated<ContactInput> {
  return body.source === 'contact' ? validate(contactPageSchema, body) : validate(aboutContactSchema, body);
}

/** What `POST /api/contact` accepts: either form. */
export const contactSchema = /* @__PURE__ */ defineSchema(() =>
  v.variant('source', [aboutContactSchema, contactPageSchema], contactMessages.sourceInvalid),
);
export type ContactInput = v.InferOutput<typeof contactSchema>;

// Answers.

export const contactReceivedData = /* @__PURE__ */ defineSchema(() => v.strictObject({ received: v.literal(true) }));
