/**
 * The owner's two steps that cannot be undone: handing the team to another member, and deleting it
 * (docs/decisions/accounts-and-teams.md). Both ask for the password and, when the owner has
 * two-factor sign-in on, a current code, as turning it off does (routes/two-factor.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountData } from '../../site/shared/api/accounts';
import { ownerConfirmSchema, teamData, teamErrors, transferSchema } from '../../site/shared/api/teams';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { deleteTeam, transferOwnership, unpaidInvoices } from '../db/team-members';
import { memberOf, personalAccount, toTeam } from '../db/teams';
import type { TwoFactorRow } from '../db/two-factor';
import { twoFactorOf } from '../db/two-factor';
import { type UserRow, userById } from '../db/users';
import type { AppEnv, RequestContext } from '../env';
import { clientKey } from '../lib/client-address';
import { PASSWORD_LIMITS, requireCurrentPassword, WRONG_PASSWORD } from '../lib/current-password';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { spendSecondFactor } from '../lib/second-factor';
import { mailOwnershipTransferred } from '../lib/team-mail';
import { jsonBody } from '../middleware/json-body';
import { documentLimit } from '../middleware/rate-limit';
import { inTeamConflict, signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const tags = ['Teams'];

const confirmFailures = {
  400: failure(
    `Invalid body, "${WRONG_PASSWORD}", "${twoFactorMessages.resetNeedsCode}" (two-factor sign-in is on and no code was sent) or "${twoFactorMessages.wrongCode}"`,
  ),
  429: documentLimit(['teamWrite', ...PASSWORD_LIMITS, 'mfaFailures']),
};

/**
 * The owner confirms with the password and, with two-factor sign-in on, a current code (TOTP or an
 * unused recovery code, which is spent).
 */
export async function confirmOwner(
  c: RequestContext,
  owner: UserRow | undefined,
  factor: TwoFactorRow | undefined,
  input: { password: string; code?: string | undefined },
): Promise<void> {
  if (!owner) throw new ApiError(401, 'Authentication required');
  await requireCurrentPassword(c, owner, input.password);
  if (!factor?.enabledAt) return;
  const needed = twoFactorMessages.resetNeedsCode;
  if (input.code === undefined) throw new ApiError(400, needed, { code: needed });
  if (!(await spendSecondFactor(c, c.var.db, { ...factor, userId: owner.id }, input.code))) {
    throw new ApiError(400, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
  }
}

export const teamOwner = new Hono<AppEnv>()
  .post(
    '/transfer',
    signedInRoute({ action: 'team:transfer', inTeam: true, limits: ['teamWrite'] }),
    jsonBody(transferSchema, {
      userId: '9a3e5c71-4b2d-4f80-8c6e-1d7f2b9a0e54',
      password: 'Sunrise2026',
      code: '123456',
    }),
    describeRoute({
      tags,
      summary: 'Transfer the ownership of the team',
      description:
        'To another member, who becomes the owner; you stay as an admin. Needs your password and, with two-factor sign-in on, a current code. Both of you are told by mail.',
      responses: {
        200: success('The team with its new owner', teamData),
        ...confirmFailures,
        404: failure(`"${teamErrors.memberNotFound}": not a member of this team`),
        409: inTeamConflict(`"${teamErrors.transferToSelf}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const input = c.req.valid('json');
      const context = { now: Date.now(), address: clientKey(c) };
      const batch = namedBatch({
        owners: userById(db, actor.user),
        factors: twoFactorOf(db, actor.user),
        targets: memberOf(db, actor.account, input.userId),
      });
      const { user, account, results } = await signedIn.runInAccount(batch.statements);
      const {
        owners: [owner],
        factors: [factor],
        targets: [target],
      } = batch.read(results);
      if (input.userId === user.id) throw new ApiError(409, teamErrors.transferToSelf);
      if (!target) throw new ApiError(404, teamErrors.memberNotFound);
      await confirmOwner(c, owner, factor, input);
      const transfer = namedBatch(transferOwnership(db, actor, account.id, target, context));
      const { promoted, members } = transfer.read(await signedIn.runNext(transfer.statements));
      if (promoted.length === 0) {
        // The member left or was removed in between, or the ownership already moved (another transfer).
        if (!members.some((row) => row.userId === input.userId)) throw new ApiError(404, teamErrors.memberNotFound);
        throw new ApiError(403, teamErrors.forbidden);
      }
      mailOwnershipTransferred(c, account.name, target, user);
      return ok(c, toTeam({ ...account, role: 'admin' }, members));
    },
  )
  .delete(
    '/',
    signedInRoute({ action: 'team:delete', inTeam: true, limits: ['teamWrite'] }),
    jsonBody(ownerConfirmSchema, { password: 'Sunrise2026', code: '123456' }),
    describeRoute({
      tags,
      summary: 'Delete the team',
      description:
        'Refused while an invoice of the team is unpaid. Its orders and invoices are kept; its members, open invitations and cart are removed, and every session on it acts for its personal account again. Needs your password and, with two-factor sign-in on, a current code.',
      responses: {
        200: success('Your personal account, which the session now acts for', accountData),
        ...confirmFailures,
        409: inTeamConflict(`"${teamErrors.unpaidInvoices}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const context = { now: Date.now(), address: clientKey(c) };
      const batch = namedBatch({
        owners: userById(db, actor.user),
        factors: twoFactorOf(db, actor.user),
        unpaids: unpaidInvoices(db, actor.account),
      });
      const { user, account, results } = await signedIn.runInAccount(batch.statements);
      const {
        owners: [owner],
        factors: [factor],
        unpaids: [unpaid],
      } = batch.read(results);
      if ((unpaid?.n ?? 0) > 0) throw new ApiError(409, teamErrors.unpaidInvoices);
      await confirmOwner(c, owner, factor, c.req.valid('json'));
      const removal = namedBatch(deleteTeam(db, actor, account.id, context));
      const { deleted } = removal.read(await signedIn.runNext(removal.statements));
      if (deleted.length === 0) {
        // An order was placed in between (its invoice is unpaid), or the guard refused.
        const recheck = namedBatch({ unpaids: unpaidInvoices(db, account.id) });
        const [again] = recheck.read(await signedIn.runNext(recheck.statements)).unpaids;
        if ((again?.n ?? 0) > 0) throw new ApiError(409, teamErrors.unpaidInvoices);
        throw new ApiError(403, teamErrors.forbidden);
      }
      return ok(c, personalAccount(user.id));
    },
  );
