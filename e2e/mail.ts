/**
 * The mails the Worker sent, as `wrangler dev` writes them (docs/decisions/mail-through-email-service.md): its simulated Email Service
 * binding puts each mail in `.wrangler/tmp/email/<run>/` as `email-text/<id>.txt` and
 * `email-html/<id>.html`. The browser tests read them there, as a developer would.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const MAIL_ROOT = join(process.cwd(), '.wrangler', 'tmp', 'email');

export type SentMail = { id: string; text: string; html: string; sentAt: number };

/**
 * The mails already read whole, by the path of their text: a mail's files do not change once both parts
 * are written, so each poll reads only the new ones (a run writes a thousand mails, and reading them all
 * on every poll grew with the run).
 */
const whole = new Map<string, SentMail>();

async function listMails(): Promise<SentMail[]> {
  const mails: SentMail[] = [];
  const runs = await readdir(MAIL_ROOT).catch(() => [] as string[]);
  for (const run of runs) {
    const textDir = join(MAIL_ROOT, run, 'email-text');
    for (const file of await readdir(textDir).catch(() => [] as string[])) {
      if (!file.endsWith('.txt')) continue;
      const textPath = join(textDir, file);
      const known = whole.get(textPath);
      if (known) {
        mails.push(known);
        continue;
      }
      const id = file.slice(0, -'.txt'.length);
      const html = await readFile(join(MAIL_ROOT, run, 'email-html', `${id}.html`), 'utf8').catch(() => '');
      const mail = { id, text: await readFile(textPath, 'utf8'), html, sentAt: (await stat(textPath)).mtimeMs };
      if (html) whole.set(textPath, mail);
      mails.push(mail);
    }
  }
  return mails.sort((a, b) => a.sentAt - b.sentAt);
}

/**
 * A page the mails link to: the reset and verification pages, the Security page (two-factor and passkey
 * changes) and the invitation page (its token in the fragment, `#token=…`).
 */
export type MailedPage = '/reset-password' | '/verify-email' | '/forgot-password' | '/profile/security' | '/invitation';

/** Every mail whose plain text names `address` and links to `page`, oldest first. */
export async function mailsFor(address: string, page: MailedPage) {
  return (await listMails()).filter((mail) => mail.text.includes(address) && mail.text.includes(page));
}

/** Waits for the `count`-th such mail (both parts written) and answers it with its link. */
export async function waitForMail(address: string, page: MailedPage, count = 1): Promise<SentMail & { link: string }> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsFor(address, page))[count - 1];
        return Boolean(found?.html);
      },
      { timeout: 10_000, message: `mail #${count} to ${address} linking ${page}` },
    )
    .toBe(true);
  const mail = found as SentMail;
  const link = new RegExp(`https?://[^\\s]+${page}([?#]token=[A-Za-z0-9_-]+)?`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${page} link in ${mail.text}`);
  return { ...mail, link };
}

/**
 * Waits for the mail sent at `since` (a `Date.now()`) or later whose plain text holds every one of
 * `texts`, and answers it. The billing mails name no address, and invoice numbers start again on each
 * fresh database while the mail folders of earlier runs stay: the time tells this run's mail apart.
 */
export async function waitForMailWith(since: number, ...texts: string[]): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMails()).find(
          (mail) => mail.sentAt >= since && texts.every((text) => mail.text.includes(text)),
        );
        return Boolean(found?.html);
      },
      { timeout: 10_000, message: `a mail saying ${texts.map((t) => JSON.stringify(t)).join(', ')}` },
    )
    .toBe(true);
  return found as SentMail;
}
