/**
 * Marks an account's address verified without the mailed link, for tests of what needs a verified
 * address (passkeys, two-factor sign-in). The link itself is tested in the e-mail verification tests.
 */
import { env } from 'cloudflare:workers';
import { signedInUser } from './helpers';

export async function markVerified(email: string): Promise<void> {
  const { meta } = await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE email = ?')
    .bind(Date.now(), email.trim().toLowerCase())
    .run();
  if (meta.changes !== 1) throw new Error(`no account for ${email}`);
}

/** A signed-in customer whose address is verified. */
export async function verifiedUser() {
  const account = await signedInUser();
  await markVerified(account.email);
  return account;
}
