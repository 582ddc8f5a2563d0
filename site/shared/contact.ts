/**
 * The contact forms' schema (ruling R18), written once for the About and Contact forms and
 * `POST /api/contact`. Built on zod/mini so the form islands stay small.
 */
import * as z from 'zod/mini';
import { messages as accountMessages, EMAIL_PATTERN } from './validation';

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

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const requiredText = (label: string, required: string, max: number) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong(label, max)));

const common = {
  name: requiredText('Name', contactMessages.nameRequired, contactLimits.name),
  email: z
    .string({ error: contactMessages.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, contactMessages.emailRequired),
      z.maxLength(contactLimits.email, tooLong('Email', contactLimits.email)),
      z.regex(EMAIL_PATTERN, contactMessages.emailInvalid),
      z.toLowerCase(),
    ),
  message: requiredText('Message', contactMessages.messageRequired, contactLimits.message),
  /** The honeypot: any text is accepted here; the route decides what a filled one means. */
  [HONEYPOT_FIELD]: z.optional(
    z.string().check(z.maxLength(contactLimits.honeypot, tooLong('Website', contactLimits.honeypot))),
  ),
};

/** The About page's short form: name, e-mail, message. */
export const aboutContactSchema = z.object({ ...common, source: z.literal('about') });

/** The Contact page's form: adds subject, one of five categories and the privacy-policy consent. */
export const contactPageSchema = z.object({
  ...common,
  source: z.literal('contact'),
  subject: requiredText('Subject', contactMessages.subjectRequired, contactLimits.subject),
  category: z.enum(CONTACT_CATEGORIES, { error: contactMessages.categoryRequired }),
  privacy: z.literal(true, { error: contactMessages.privacyRequired }),
});

/** What `POST /api/contact` accepts: either form, told apart by `source`. */
export const contactSchema = z.discriminatedUnion('source', [aboutContactSchema, contactPageSchema], {
  error: contactMessages.sourceInvalid,
});

export type AboutContactInput = z.infer<typeof aboutContactSchema>;
export type ContactPageInput = z.infer<typeof contactPageSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
