import { describe, expect, it } from 'vitest';
import { composeMail, MAIL_TEMPLATES, type Mail, SENDER } from './mail';
import { MailTemplateError, renderMail } from './mail-render';

const values = {
  name: 'Ada Lovelace',
  greeting: 'Hello Ada Lovelace,',
  email: 'ada@example.com',
  link: 'https://nimbus.example/page?token=abc',
  passkey: 'Passkey on Chrome, Linux',
  orderNumber: 'NB-7K2M-9QXD',
  invoiceNumber: 'NIM-2026-000001',
  lines: 'Pro (monthly): $12.00\nGPU A100 (monthly): $1,899.00',
  totals: 'Subtotal: $1,911.00\nTotal: $1,911.00',
  dueDate: 'December 9, 2026',
  total: '$1,911.00',
  tax: '$0.00, Tax',
  country: 'US',
  bank: 'Example Bank AG',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  amount: '$1,911.00',
  amountDue: '$911.00',
  paidDate: 'December 1, 2026',
  standing: 'Order NB-7K2M-9QXD is paid in full. Thank you.',
  creditNoteNumber: 'NIM-CN-2026-000001',
  reason: 'Annual service cancelled: its unused months are credited at the price paid.',
  category: 'sales',
  subject: 'Quote for 40 GPUs',
  message: 'Hello,\nwe need 40 GPUs.',
  source: 'Contact page',
  inviter: 'Grace Hopper',
  team: 'Analytical Engines',
  role: 'Billing',
  roleSummary: 'Billing details, invoices, the balance and the monthly budget; reads orders; cannot buy.',
  expires: 'December 2, 2026',
  member: 'Charles Babbage',
  memberEmail: 'charles@example.com',
  by: 'Grace Hopper',
  newOwner: 'Charles Babbage',
  formerOwner: 'Grace Hopper',
  token: 'CI deploys',
  account: 'Analytical Engines',
  scopes: 'read orders and place orders',
  invoiceNote: 'Invoice NIM-2026-000001 for the annual items is in your account.',
  invoiced: 'invoiced as NIM-2026-000001',
  month: 'November 2026',
  reminder: 'Second reminder',
  suspensionDate: 'December 23, 2026',
  percent: '75%',
  budget: '$10',
  stopNote: 'New orders of metered items are refused once it is reached.',
};

/** Mails to an address nobody has proved yet, or that may have no account: they greet without a name. */
const NAMELESS = new Set(['verify-email', 'team-invitation']);

/** Mails to the company's own addresses (site config): no greeting, no link. */
const TO_THE_COMPANY = new Set(['new-order', 'contact-received']);

describe('the mail templates of content/mail/', () => {
  it.each(MAIL_TEMPLATES.filter((template) => TO_THE_COMPANY.has(template)))(
    '%s (to the company) fills every placeholder',
    (template) => {
      const mail = composeMail({ to: 'billing@nimbus.example', template, values } as Mail);
      expect(mail.subject).toContain('Nimbus Cloud');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain(template === 'new-order' ? 'NIM-2026-000001' : 'we need 40 GPUs.');
      expect(mail.html).not.toMatch(/<img|src=|url\(|href=/i);
    },
  );

  it.each(MAIL_TEMPLATES.filter((template) => !TO_THE_COMPANY.has(template)))(
    '%s fills every placeholder and has both parts with the link',
    (template) => {
      const mail = composeMail({ to: 'ada@example.com', template, values } as Mail);
      expect(mail.from).toEqual({ name: 'Nimbus Cloud', email: SENDER.email });
      expect(mail.subject).toContain('Nimbus Cloud');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain(NAMELESS.has(template) ? 'Hello,' : 'Hello Ada Lovelace,');
      expect(mail.text).toContain(': https://nimbus.example/page?token=abc');
      expect(mail.html).toContain('href="https://nimbus.example/page?token=abc"');
      expect(mail.html).toMatch(/^<!doctype html>/);
      // Every style attribute is whole: no double quote inside one ends it early.
      for (const [, style] of mail.html.matchAll(/style="([^"]*)"/g)) expect(style).toMatch(/;?[a-z-]+:[^;]+$/);
      expect(mail.html).not.toMatch(/style="[^"]*"[^ >]/);
      // No tracking: nothing is loaded from anywhere, and the only links are the template's own.
      expect(mail.html).not.toMatch(/<img|src=|url\(/i);
      expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
        'https://nimbus.example/page?token=abc',
      ]);
    },
  );
});

describe('renderMail', () => {
  const template = '---\nsubject: Hi {{product}}\n---\nHello {{name}},\n\n[Open]({{link}})\n\nBye [now]({{link}}).\n';

  it('keeps values out of the markup: escaped in HTML, never turned into links', () => {
    const mail = renderMail(template, {
      product: 'Nimbus',
      name: '[click](https://evil.example) <img src=x onerror=alert(1)> & "q"',
      link: 'https://nimbus.example/a?b=1&c=2',
    });
    expect(mail.html).not.toContain('evil.example"');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('[click](https://evil.example) &lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(mail.html).toContain('href="https://nimbus.example/a?b=1&amp;c=2"');
    expect(mail.text).toBe(
      'Hello [click](https://evil.example) <img src=x onerror=alert(1)> & "q",\n\nOpen: https://nimbus.example/a?b=1&c=2\n\nBye now: https://nimbus.example/a?b=1&c=2.\n',
    );
  });

  it('makes a paragraph that is only a link a button, and an inline link a link', () => {
    const { html } = renderMail(template, { product: 'Nimbus', name: 'Ada', link: 'https://nimbus.example/x' });
    expect(html).toMatch(
      /<p style="[^"]*"><a href="https:\/\/nimbus\.example\/x" style="[^"]*display:inline-block[^"]*">Open<\/a><\/p>/,
    );
    expect(html).toMatch(/Bye <a href="https:\/\/nimbus\.example\/x" style="color:[^"]*">now<\/a>\./);
  });

  it('refuses a placeholder it is not given, a link that is not http(s), and a template without a subject', () => {
    expect(() => renderMail(template, { product: 'Nimbus', name: 'Ada' })).toThrow(MailTemplateError);
    expect(() => renderMail(template, { product: 'Nimbus', name: 'Ada', link: 'javascript:alert(1)' })).toThrow(
      MailTemplateError,
    );
    expect(() => renderMail('Hello', { product: 'Nimbus' })).toThrow(MailTemplateError);
  });

  it('reads templates saved with Windows line endings', () => {
    const mail = renderMail(template.replace(/\n/g, '\r\n'), { product: 'N', name: 'Ada', link: 'https://n.example' });
    expect(mail.subject).toBe('Hi N');
    expect(mail.text).toContain('Open: https://n.example');
  });
});
