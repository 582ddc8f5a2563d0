/** The signed-in customer's profile and password. */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { passwordChangedData, passwordChangeSchema, profileData, profileSchema } from '../../site/shared/api/profile';
import { revokeOtherSessions } from '../db/sessions';
import { toProfile, updatePasswordHash, updateProfile, userById } from '../db/users';
import type { AppEnv } from '../env';
import { COMMON_PASSWORD, isCommonPassword } from '../lib/common-passwords';
import { requireCurrentPassword, WRONG_PASSWORD } from '../lib/current-password';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { hashPassword } from '../lib/password';
import { jsonBody } from '../middleware/json-body';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

export { WRONG_PASSWORD };

export const profile = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({}),
    describeRoute({
      tags: ['Profile'],
      summary: 'Read the profile',
      responses: { 200: success('The profile', profileData), 404: failure('Profile not found') },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ users: userById(db, signedIn.actor.user) });
      const [user] = batch.read((await signedIn.run(batch.statements)).results).users;
      if (!user) throw new ApiError(404, 'Profile not found');
      return ok(c, toProfile(user));
    },
  )
  .put(
    '/',
    signedInRoute({ limits: ['profileWrite'] }),
    jsonBody(profileSchema, {
      name: 'Ada Lovelace',
      companyName: 'Analytical Engines Ltd',
      address: '12 St James Square, London',
      phoneNumber: '+44 20 7946 0000',
    }),
    describeRoute({
      tags: ['Profile'],
      summary: 'Update the profile',
      description: 'Name, company, address and phone; the e-mail may be sent but never changes.',
      responses: { 200: success('The updated profile', profileData), 404: failure('Profile not found') },
    }),
    async (c) => {
      const { name, companyName = '', address = '', phoneNumber = '' } = c.req.valid('json');
      const { db, signedIn } = c.var;
      // The e-mail is never taken from the body.
      const fields = { name, companyName, address, phoneNumber };
      const batch = namedBatch({ updated: updateProfile(db, signedIn.actor, fields) });
      const [user] = batch.read((await signedIn.run(batch.statements)).results).updated;
      if (!user) throw new ApiError(404, 'Profile not found');
      return ok(c, toProfile(user));
    },
  )
  .put(
    '/password',
    signedInRoute({ limits: ['profileWrite'] }),
    jsonBody(passwordChangeSchema, { oldPassword: 'Sunrise2026', newPassword: 'Moonrise2027' }),
    describeRoute({
      tags: ['Profile'],
      summary: 'Change the password',
      description: "The new password follows the sign-up policy; the user's other sessions are signed out.",
      responses: {
        200: success('The password is changed', passwordChangedData),
        400: failure(`Invalid body (\`fields\` names each field), a common new password, or "${WRONG_PASSWORD}"`),
        404: failure('Profile not found'),
      },
    }),
    async (c) => {
      const { oldPassword, newPassword } = c.req.valid('json');
      if (isCommonPassword(newPassword)) throw new ApiError(400, COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
      const { db, signedIn } = c.var;
      // The password is checked between reading the hash and writing the new one.
      const batch = namedBatch({ users: userById(db, signedIn.actor.user) });
      const { sessionId, results } = await signedIn.run(batch.statements);
      const [user] = batch.read(results).users;
      if (!user) throw new ApiError(404, 'Profile not found');
      await requireCurrentPassword(c, user, oldPassword, null);
      const newHash = await hashPassword(newPassword);
      const { actor } = signedIn;
      await signedIn.runNext([updatePasswordHash(db, actor, newHash), revokeOtherSessions(db, actor, sessionId)]);
      return ok(c, { changed: true });
    },
  );
