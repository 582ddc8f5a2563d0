/**
 * The contact forms' fields and texts, without Valibot: the forms render from these at once and load
 * their checks (`contact.ts`, which re-exports these) on the first submit.
 */

import type { ContactCategory } from '../domain/contact';
import { fieldMessages } from './common-messages';

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
  emailRequired: fieldMessages.emailRequired,
  emailInvalid: fieldMessages.emailInvalid,
  subjectRequired: 'Subject is required',
  categoryRequired: 'Please choose a category',
  messageRequired: 'Message is required',
  privacyRequired: 'You must agree to the privacy policy',
  sourceInvalid: 'source must be "about" or "contact"',
  success: "Thanks! We'll get back to you within one business day.",
  failed: 'Your message could not be sent. Please try again.',
  network: 'An error occurred. Please try again.',
} as const;
