/**
 * What `POST /api/contact` accepts (ruling R18): the About or the Contact form, told apart by
 * `source`. The forms themselves import `contact-form.ts`, so the browser never ships this union.
 */
import * as v from 'valibot';
import { aboutContactSchema, contactMessages, contactPageSchema } from './contact-form';

export * from './contact-form';

export const contactSchema = v.variant(
  'source',
  [aboutContactSchema, contactPageSchema],
  contactMessages.sourceInvalid,
);

export type ContactInput = v.InferOutput<typeof contactSchema>;
