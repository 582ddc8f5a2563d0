/** `POST /api/contact`: the About and Contact forms, with their abuse limits. */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { contactReceivedData, contactSchema, HONEYPOT_FIELD } from '../../site/shared/api/contact';
import { site } from '../../site/shared/config';
import { saveContactMessage } from '../db/contact';
import type { AppEnv } from '../env';
import { mailInBackground } from '../lib/account-mail';
import { ok } from '../lib/envelope';
import { waitText } from '../lib/limits';
import { jsonBody } from '../middleware/json-body';
import { rateLimit } from '../middleware/rate-limit';
import { success } from '../openapi/responses';

export const contact = new Hono<AppEnv>().post(
  '/',
  // Five messages per client in ten minutes by default: plenty for a person, little for a script.
  rateLimit(
    'contact',
    (seconds) => `You have sent several messages in a short time. Please try again in ${waitText(seconds)}.`,
  ),
  jsonBody(contactSchema, {
    source: 'contact',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Quota for GPU instances',
    category: 'sales',
    message: 'We would like to run four AI Pro instances for a month.',
    privacy: true,
  }),
  describeRoute({
    tags: ['Contact'],
    summary: 'Send a message',
    description:
      'The About form sends `source: "about"` with name, e-mail and message; the Contact form sends `source: "contact"` and adds subject, category and `privacy: true`. Leave `website` out: it is a trap for bots, and a message that fills it is answered but not stored.',
    responses: { 201: success('The message is stored; we answer within one business day', contactReceivedData) },
  }),
  async (c) => {
    const input = c.req.valid('json');
    // A filled honeypot means a bot: it gets exactly the answer a person gets, so it learns
    // nothing to adapt to, and nothing is stored.
    if (input[HONEYPOT_FIELD]) return ok(c, { received: true }, 201);
    await saveContactMessage(c.var.db, input);
    // Support hears of it at once; the message is in D1 either way.
    mailInBackground(c, async () => ({
      to: site.supportEmail,
      template: 'contact-received',
      values: {
        name: input.name,
        email: input.email,
        category: 'category' in input ? input.category : 'general',
        subject: 'subject' in input ? input.subject : `Message from ${input.name}`,
        message: input.message,
        source: input.source === 'about' ? 'About page' : 'Contact page',
      },
    }));
    return ok(c, { received: true }, 201);
  },
);
