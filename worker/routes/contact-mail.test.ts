// A contact message is mailed to the support address of the site config (site.supportEmail), besides being stored.
import { describe, expect, it } from 'vitest';
import { site } from '../../site/shared/config';
import { api, freshClient, uniqueEmail } from '../test/helpers';
import { mailsTo } from '../test/mail';

async function supportMailFrom(email: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(site.supportEmail, 'contact-received').find((sent) => sent.text.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No contact-received mail from ${email} within 5 s`);
}

describe('contact messages are mailed to support', () => {
  it('from the Contact form, with sender, category, subject and message', async () => {
    const email = uniqueEmail('contact');
    const res = await api('POST', '/api/contact', {
      body: {
        source: 'contact',
        name: 'Grace Hopper',
        email,
        subject: 'GPU quota',
        category: 'sales',
        message: 'We need eight more GPUs next month.',
        privacy: true,
      },
      headers: freshClient(),
    });
    expect(res.status).toBe(201);
    const mail = await supportMailFrom(email);
    expect(mail.to).toBe('support@nimbus.example');
    expect(mail.subject).toContain('GPU quota');
    expect(mail.text).toContain(`From: Grace Hopper <${email}>`);
    expect(mail.text).toContain('Category: sales');
    expect(mail.text).toContain('We need eight more GPUs next month.');
    expect(mail.text).toContain('Contact page');
  });

  it('from the About form, with a subject naming the sender', async () => {
    const email = uniqueEmail('about');
    const body = { source: 'about', name: 'Ada Lovelace', email, message: 'Hello there' };
    expect((await api('POST', '/api/contact', { body, headers: freshClient() })).status).toBe(201);
    const mail = await supportMailFrom(email);
    expect(mail.subject).toContain('Message from Ada Lovelace');
    expect(mail.text).toContain('About page');
    expect(mail.text).toContain('Hello there');
  });

  it('but not a bot’s message that filled the trap field', async () => {
    const email = uniqueEmail('bot');
    const body = { source: 'about', name: 'Bot', email, message: 'Buy now', website: 'http://spam.example' };
    expect((await api('POST', '/api/contact', { body, headers: freshClient() })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(site.supportEmail).filter((mail) => mail.text.includes(email))).toEqual([]);
  });
});
