import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { contactLimits, contactMessages as msg } from '../../site/shared/api/contact';
import { limitOf } from '../lib/limits';
import { api, uniqueEmail } from '../test/helpers';

const CONTACT_LIMIT = limitOf(env, 'contact');

let ipCounter = 0;
/** Each test speaks from its own address, so rate-limit counts never leak between tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const post = (body: unknown, ip = freshIp(), extra: { headers?: Record<string, string>; raw?: string } = {}) =>
  api('POST', '/api/contact', {
    ...(extra.raw === undefined ? { body } : { raw: extra.raw }),
    headers: { 'cf-connecting-ip': ip, ...extra.headers },
  });

const about = () => ({ source: 'about', name: 'Ada Lovelace', email: uniqueEmail('about'), message: 'Hello there' });
const contactForm = () => ({
  source: 'contact',
  name: 'Grace Hopper',
  email: uniqueEmail('contact'),
  subject: 'GPU quota',
  category: 'sales',
  message: 'We need eight more GPUs next month.',
  privacy: true,
});

type Row = {
  source: string;
  name: string;
  email: string;
  subject: string | null;
  category: string | null;
  message: string;
};
const rowsFor = async (email: string) =>
  (
    await env.DB.prepare('SELECT source, name, email, subject, category, message FROM contact_messages WHERE email = ?')
      .bind(String(email).trim().toLowerCase())
      .all<Row>()
  ).results;

describe('POST /api/contact stores valid messages', () => {
  it('from the About form, trimmed, with the e-mail lower-cased', async () => {
    const body = { ...about(), name: '  Ada Lovelace ', email: `  ${uniqueEmail('Ada').toUpperCase()} ` };
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { received: true } });
    expect(await rowsFor(body.email)).toEqual([
      {
        source: 'about',
        name: 'Ada Lovelace',
        email: body.email.trim().toLowerCase(),
        subject: null,
        category: null,
        message: 'Hello there',
      },
    ]);
  });

  it('from the Contact form, with subject and category', async () => {
    const body = contactForm();
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(await rowsFor(body.email)).toEqual([
      {
        source: 'contact',
        name: 'Grace Hopper',
        email: body.email,
        subject: 'GPU quota',
        category: 'sales',
        message: body.message,
      },
    ]);
  });

  it.each(['technical', 'billing', 'account', 'sales', 'feedback'])('accepts the category %s', async (category) => {
    const body = { ...contactForm(), category };
    expect((await post(body)).status).toBe(201);
    expect((await rowsFor(body.email))[0]?.category).toBe(category);
  });
});

describe('POST /api/contact rejects bad input with 400 and the field message, storing nothing', () => {
  it.each([
    ['about', 'name', { name: '   ' }, msg.nameRequired],
    ['about', 'name', { name: undefined }, msg.nameRequired],
    ['about', 'name', { name: 'x'.repeat(contactLimits.name + 1) }, 'Name must be at most 100 characters'],
    ['about', 'email', { email: '' }, msg.emailRequired],
    ['about', 'email', { email: 'not-an-email' }, msg.emailInvalid],
    ['about', 'message', { message: ' ' }, msg.messageRequired],
    ['about', 'message', { message: 'x'.repeat(contactLimits.message + 1) }, 'Message must be at most 5000 characters'],
    ['contact', 'subject', { subject: '' }, msg.subjectRequired],
    [
      'contact',
      'subject',
      { subject: 'x'.repeat(contactLimits.subject + 1) },
      'Subject must be at most 150 characters',
    ],
    ['contact', 'category', { category: 'complaints' }, msg.categoryRequired],
    ['contact', 'category', { category: undefined }, msg.categoryRequired],
    ['contact', 'privacy', { privacy: false }, msg.privacyRequired],
    ['contact', 'privacy', { privacy: 'yes' }, msg.privacyRequired],
  ])('%s form: %s %j', async (form, field, patch, message) => {
    const body = { ...(form === 'about' ? about() : contactForm()), ...patch };
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message, fields: { [field]: message } });
    if (typeof body.email === 'string' && body.email) expect(await rowsFor(body.email)).toEqual([]);
  });

  it.each([
    ['a missing source', { source: undefined }],
    ['an unknown source', { source: 'pricing' }],
  ])('%s', async (_label, patch) => {
    const body = { ...about(), ...patch };
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: msg.sourceInvalid });
    expect(await rowsFor(body.email)).toEqual([]);
  });

  it('a body that is not a JSON object', async () => {
    const res = await post([about()]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Request body must be a JSON object' });
  });

  it('malformed JSON', async () => {
    const res = await post(undefined, freshIp(), {
      raw: '{"source": "about",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('another content type gets 415', async () => {
    const res = await post(undefined, freshIp(), {
      raw: 'name=Ada&email=a%40b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: 'Content-Type must be application/json' });
  });

  it('a body over 16 KB gets 413 and is not stored', async () => {
    const body = { ...about(), message: 'x'.repeat(17 * 1024) };
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'Request body is too large (limit 16 KB)' });
    expect(await rowsFor(body.email)).toEqual([]);
  });
});

describe('POST /api/contact honeypot', () => {
  it('a filled honeypot gets the ordinary success answer and stores nothing', async () => {
    const body = { ...contactForm(), website: 'https://spam.example' };
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { received: true } });
    expect(await rowsFor(body.email)).toEqual([]);
  });

  it('an empty honeypot is a person: the message is stored', async () => {
    const body = { ...about(), website: '' };
    expect((await post(body)).status).toBe(201);
    expect(await rowsFor(body.email)).toHaveLength(1);
  });
});

describe('POST /api/contact rate limit', () => {
  it(`allows ${CONTACT_LIMIT.limit} requests per client, then answers 429 with a clear message`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT.limit; i += 1) expect((await post(about(), ip)).status).toBe(201);
    const body = about();
    const res = await post(body, ip);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      error: 'You have sent several messages in a short time. Please try again in 10 minutes.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await rowsFor(body.email)).toEqual([]);
  });

  it('counts invalid requests too, and other clients are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT.limit; i += 1) expect((await post({ source: 'about' }, ip)).status).toBe(400);
    expect((await post(about(), ip)).status).toBe(429);
    expect((await post(about(), freshIp())).status).toBe(201);
  });

  it('falls back to x-forwarded-for when cf-connecting-ip is absent', async () => {
    const ip = `198.51.100.${++ipCounter}`;
    const send = () =>
      api('POST', '/api/contact', { body: about(), headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
    for (let i = 0; i < CONTACT_LIMIT.limit; i += 1) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
    const row = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?')
      .bind(`contact:${ip}`)
      .first<{ count: number }>();
    expect(row?.count).toBe(CONTACT_LIMIT.limit + 1);
  });

  it('counts a request without any client address under one shared "unknown" client', async () => {
    expect((await api('POST', '/api/contact', { body: about() })).status).toBe(201);
    const row = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?')
      .bind('contact:unknown')
      .first<{ count: number }>();
    expect(row?.count).toBeGreaterThanOrEqual(1);
  });
});
