/** The signed-in customer's recent sign-ins, for the Security section of /profile: one D1 batch (lib/signed-in.ts). */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { signInListData } from '../../site/shared/api/sign-ins';
import { type SignInRow, signInsOf, toSignIn } from '../db/sign-ins';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { signedInRoute } from '../middleware/signed-in-route';
import { success } from '../openapi/responses';

export const signIns = new Hono<AppEnv>().get(
  '/',
  signedInRoute({}),
  describeRoute({
    tags: ['Account'],
    summary: 'List your recent sign-ins',
    description:
      'The recent sign-ins of the account, newest first: the last 20 successes and, kept apart, the last 20 failures with its address (a wrong password, code or passkey) and refusals by a limit (429).',
    responses: { 200: success('Your recent sign-ins', signInListData) },
  }),
  async (c) => {
    const { db, signedIn } = c.var;
    const batch = namedBatch({ signIns: signInsOf(db, signedIn.actor.user) });
    const { signIns } = batch.read((await signedIn.run(batch.statements)).results);
    return ok(c, { signIns: (signIns as SignInRow[]).map(toSignIn) });
  },
);
