import { issueLink } from '../db/links';
import type { RequestContext } from '../env';
import { type Mail, sendMail } from './mail';

/**
 * An absolute link to a page of this site. The origin is the request's: on Cloudflare only the
 * Worker's own routes and custom domains reach it, so a forged Host header cannot point a mailed
 * link elsewhere; locally it is the port `wrangler dev` listens on.
 */
export function siteLink(c: RequestContext, path: string, token?: string): string {
  const url = new URL(path, new URL(c.req.url).origin);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Runs `work` (which may write, e.g. store a token) and sends the mail it answers after the
 * response has gone out (`waitUntil`). A failure is logged; the client's answer is the same either way.
 */
export function mailInBackground(c: RequestContext, work: () => Promise<Mail | null>): void {
  const task = (async () => {
    // Start a moment after the answer has gone out, so the work (a D1 write, the send) cannot slow it
    // down: a reset request must take the same time whether or not an account gets a mail
    // (scripts/reset-timing.mjs measures it; docs/security.md has the figures).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = await work();
    if (mail) await sendMail(c.env.MAIL, mail);
  })().catch((error: unknown) => console.error('Sending a mail failed', error));
  c.executionCtx.waitUntil(task);
}

/**
 * How a mail greets the customer: by name only once the address is proved, so nobody can sign up
 * with someone else's address and have a text of their choosing mailed to it
 * (docs/decisions/factors-need-a-verified-address.md).
 */
export const greeting = (user: { name: string; emailVerifiedAt: number | null }) =>
  user.emailVerifiedAt === null ? 'Hello,' : `Hello ${user.name},`;

/** Mails a fresh verification link (single-use, 24 hours) to the account's address. */
export function mailVerificationLink(c: RequestContext, user: { id: string; email: string }): void {
  mailInBackground(c, async () => {
    const token = await issueLink(c.var.db, user.id, 'email-verification');
    return {
      to: user.email,
      template: 'verify-email',
      values: { email: user.email, link: siteLink(c, '/verify-email', token) },
    };
  });
}

/** Mails the customer that a passkey was added to or removed from the account (every factor change). */
export function mailPasskeyChange(
  c: RequestContext,
  user: { name: string; email: string },
  change: 'added' | 'removed',
  passkey: string,
): void {
  mailInBackground(c, async () => ({
    to: user.email,
    template: change === 'added' ? 'passkey-added' : 'passkey-removed',
    values: { name: user.name, email: user.email, passkey, link: siteLink(c, '/profile/security') },
  }));
}

/** Mails the account that a factor of its two-factor sign-in changed (every change of a factor). */
export function mailTwoFactorChange(
  c: RequestContext,
  user: { name: string; email: string },
  template: 'two-factor-enabled' | 'two-factor-disabled' | 'two-factor-recovery-codes',
): void {
  mailInBackground(c, async () => ({
    to: user.email,
    template,
    values: { name: user.name, email: user.email, link: siteLink(c, '/profile/security') },
  }));
}
