/**
 * The mails the Worker handed to the `MAIL` binding in this test file, read through
 * `onMailSent` (the simulated binding itself keeps them on the host's disk, out of the tests' reach).
 * Mails go out after the answer (`waitUntil`), so reading waits for them.
 */
import { type MailTemplate, type OutgoingMail, onMailSent } from '../lib/mail';

const sent: OutgoingMail[] = [];
onMailSent((mail) => sent.push(mail));

export function mailsTo(to: string, template?: MailTemplate): OutgoingMail[] {
  return sent.filter((mail) => mail.to === to && (template === undefined || mail.template === template));
}

/** The `count`-th mail of `template` to `to` (1 = the first), once it has been sent. */
export async function waitForMail(to: string, template: MailTemplate, count = 1): Promise<OutgoingMail> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(to, template)[count - 1];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No ${template} mail #${count} to ${to} within 5 s`);
}

/** The token of the mail's link to `page`, read from the plain-text part. */
export function tokenFrom(mail: OutgoingMail, page: '/reset-password' | '/verify-email'): string {
  const match = new RegExp(`http://nimbus\\.test${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in: ${mail.text}`);
  return match[1];
}

/** Every mail sent in this test file so far, oldest first. */
export function sentMails(): readonly OutgoingMail[] {
  return sent;
}

/** Waits until `count` mails have been sent in this test file. */
export async function waitForMailCount(count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (sent.length < count) {
    if (Date.now() > deadline) throw new Error(`Expected ${count} mails, ${sent.length} were sent within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
