/**
 * Your data (docs/data-export.md, docs/decisions/what-account-deletion-keeps.md): the export of
 * everything stored about the signed-in person, as a file, and deleting their account. Both are for
 * browser sessions only (no API token names a scope for them).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  accountDeletedData,
  deleteAccountSchema,
  exportFileName,
  profileDataMessages,
} from '../../site/shared/api/profile';
import { dataExport } from '../../site/shared/api/profile-data';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { deleteAccount, ownedTeamWithMembers, ownedUnpaidInvoice } from '../db/account-deletion';
import { buildExport } from '../db/account-export';
import { twoFactorOf } from '../db/two-factor';
import { userById } from '../db/users';
import type { AppEnv } from '../env';
import { greeting, mailInBackground, siteLink } from '../lib/account-mail';
import { PASSWORD_LIMITS, WRONG_PASSWORD } from '../lib/current-password';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch, runNamed } from '../lib/named-batch';
import { SESSION_EXPIRED } from '../lib/signed-in';
import { jsonBody } from '../middleware/json-body';
import { documentLimit } from '../middleware/rate-limit';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, plain, success } from '../openapi/responses';
import { confirmOwner } from './team-owner';

const tags = ['Profile'];

/** The first reason the account cannot be deleted now, or null. */
function refusal(team: { name: string } | undefined, invoice: { number: string } | undefined): string | null {
  if (team) return profileDataMessages.ownsTeamWithMembers(team.name);
  if (invoice) return profileDataMessages.unpaidInvoice(invoice.number);
  return null;
}

export const profileData = new Hono<AppEnv>()
  .get(
    '/export',
    signedInRoute({ limits: ['dataExport'] }),
    describeRoute({
      tags,
      summary: 'Download your data',
      description:
        'Everything stored about you as one JSON file (`Content-Disposition: attachment`), made on request; docs/data-export.md describes every field. No secret is in it.',
      responses: {
        200: {
          ...plain('The export', dataExport),
          headers: {
            'Content-Disposition': {
              description: 'attachment; filename="nimbus-cloud-data-YYYY-MM-DD.json"',
              schema: { type: 'string' },
            },
          },
        },
        404: failure('Profile not found'),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const now = Date.now();
      const batch = namedBatch({ users: userById(db, signedIn.actor.user) });
      const [user] = batch.read((await signedIn.run(batch.statements)).results).users;
      if (!user) throw new ApiError(404, 'Profile not found');
      const body = await buildExport(db, { id: user.id, email: user.email, now });
      const name = exportFileName(body.exportedAt.slice(0, 10));
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    },
  )
  .delete(
    '/',
    signedInRoute({ limits: ['profileWrite'] }),
    jsonBody(deleteAccountSchema, { password: 'Sunrise2026', code: '123456' }),
    describeRoute({
      tags,
      summary: 'Delete your account',
      description:
        'Needs your password and, with two-factor sign-in on, a current code. Ends every session and API token, deletes factors, passkeys, carts and billing details, puts "Deleted user" in team audit logs and keeps invoices for 10 years without a link to a login. A last mail goes to the address, which can sign up again.',
      responses: {
        200: success('The account is deleted; this session has ended too', accountDeletedData),
        400: failure(
          `Invalid body, "${WRONG_PASSWORD}", "${twoFactorMessages.resetNeedsCode}" (two-factor sign-in is on and no code was sent) or "${twoFactorMessages.wrongCode}"`,
        ),
        404: failure('Profile not found'),
        409: failure(
          `"${profileDataMessages.ownsTeamWithMembers('…')}" or "${profileDataMessages.unpaidInvoice('NIM-…')}"`,
        ),
        429: documentLimit(['profileWrite', ...PASSWORD_LIMITS, 'mfaFailures']),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { db, signedIn } = c.var;
      const { user: who } = await signedIn.run([]);
      const { users, factors, teams, unpaid } = await runNamed(db, {
        users: userById(db, who.id),
        factors: twoFactorOf(db, who.id),
        teams: ownedTeamWithMembers(db, who.id),
        unpaid: ownedUnpaidInvoice(db, who.id),
      });
      const [user] = users;
      if (!user) throw new ApiError(404, 'Profile not found');
      const refused = refusal(teams[0], unpaid[0]);
      if (refused) throw new ApiError(409, refused);
      await confirmOwner(c, user, factors[0], input);
      const now = Date.now();
      const deletion = namedBatch(deleteAccount(db, signedIn.actor, user, now));
      const marked = deletion.read(await signedIn.runNext(deletion.statements)).tombstone;
      if (marked.length === 0) {
        // A team gained a member or an invoice was issued meanwhile, or the session ended.
        const again = await runNamed(db, {
          teams: ownedTeamWithMembers(db, user.id),
          unpaid: ownedUnpaidInvoice(db, user.id),
        });
        const late = refusal(again.teams[0], again.unpaid[0]);
        throw late ? new ApiError(409, late) : new ApiError(401, SESSION_EXPIRED);
      }
      mailInBackground(c, async () => ({
        to: user.email,
        template: 'account-deleted',
        values: { greeting: greeting(user), email: user.email, link: siteLink(c, '/signup') },
      }));
      return ok(c, { deleted: true as const });
    },
  );
