/**
 * The contact forms' schemas and texts (ruling R18), written once as Valibot schemas for the About
 * and Contact forms and `POST /api/contact` (which accepts either, see `contact.ts`).
 */
import * as v from 'valibot';
import { requestObject } from './validate';
import { messages as accountMessages, emailText, requiredText, tooLong } from './validation';

export const CONTACT_CATEGORIES = ['technical', 'billing', 'account', 'sales', 'feedback'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Labels the Contact form shows for each category. */
export const categoryLabels: Record<ContactCategory, string> = {
  technical: 'Technical support',
  billing: 'Billing',
  account: 'Account',
  sales: 'Sales',
  feedback: 'Feedback',
};

export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000, honeypot: 200 } as const;

/** Name of the honeypot field: hidden from people, tempting to bots that fill every input. */
export const HONEYPOT_FIELD = 'website';

export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: accountMessages.emailRequired,
  emailInvalid: accountMessages.emailInvalid,
  subjectRequired: 'Subject is required',
  categoryRequired: 'Please choose a category',
  messageRequired: 'Message is required',
  privacyRequired: 'You must agree to the privacy policy',
  sourceInvalid: 'source must be "about" or "contact"',
  success: "Thanks! We'll get back to you within one business day.",
  failed: 'Your message could not be sent. Please try again.',
  network: 'An error occurred. Please try again.',
} as const;

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
  source: v.literal('about', contactMessages.sourceInvalid),
});

/** The Contact page's form: adds subject, one of five categories and the privacy-policy consent. */
export const contactPageSchema = requestObject({
  ...common,
  source: v.literal('contact', contactMessages.sourceInvalid),
  subject: requiredText('Subject', contactMessages.subjectRequired, contactLimits.subject),
  category: v.picklist(CONTACT_CATEGORIES, contactMessages.categoryRequired),
  privacy: v.literal(true, contactMessages.privacyRequired),
});

export type AboutContactInput = v.InferOutput<typeof aboutContactSchema>;
export type ContactPageInput = v.InferOutput<typeof contactPageSchema>;
