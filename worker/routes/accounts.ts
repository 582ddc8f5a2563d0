/**
 * `/api/accounts`: the accounts a customer can act as (their personal account and their teams) and
 * switching the session between them (docs/decisions/accounts-and-teams.md). The choice is kept with
 * the session, so the cart, orders and billing routes act on it.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountData, accountListData, accountSwitchSchema } from '../../site/shared/api/accounts';
import { teamErrors } from '../../site/shared/api/teams';
import { accountsOf, switchAccount, toAccount } from '../db/teams';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { jsonBody } from '../middleware/json-body';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const tags = ['Teams'];

export const accounts = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({}),
    describeRoute({
      tags,
      summary: 'List the accounts you can act as',
      description:
        'Your personal account first, then your teams by name (deleted teams never), and which one the session acts for.',
      responses: { 200: success('Your accounts', accountListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ accounts: accountsOf(db, signedIn.actor.user) });
      const { user, account, results } = await signedIn.run(batch.statements);
      // A session still pointing at a team the customer left acts for the personal account.
      return ok(c, { currentId: account?.id ?? user.id, accounts: batch.read(results).accounts.map(toAccount) });
    },
  )
  .put(
    '/current',
    signedInRoute({ limits: ['teamWrite'] }),
    jsonBody(accountSwitchSchema, { accountId: '6c1f0a8e-2b7d-4c59-8e3a-9d4b1f7e2a60' }),
    describeRoute({
      tags,
      summary: 'Switch the account the session acts for',
      description:
        "Your personal account (its id is your user id) or a team you belong to. Switching to a team whose two-factor policy you do not meet works; the team's data then answers 403 saying why.",
      responses: {
        200: success('The account the session acts for now', accountData),
        404: failure(teamErrors.accountNotFound),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { accountId } = c.req.valid('json');
      const { actor } = signedIn;
      const batch = namedBatch({
        switched: switchAccount(db, actor, signedIn.tokenHash, accountId),
        accounts: accountsOf(db, actor.user, accountId),
      });
      const {
        switched,
        accounts: [row],
      } = batch.read((await signedIn.run(batch.statements)).results);
      if (switched.length === 0 || !row) throw new ApiError(404, teamErrors.accountNotFound);
      return ok(c, toAccount(row));
    },
  );
