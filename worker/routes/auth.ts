/** Sign-up, login and logout (spec §7, rulings R13, R15). */
import { Hono } from 'hono';
import { loginSchema, signupSchema } from '../../site/shared/validation';
import { getDb } from '../db/client';
import { createSession, revokeSession } from '../db/sessions';
import { createUser, findUserByEmail } from '../db/users';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../lib/password';
import { requireAuth } from '../middleware/auth';
import { jsonBody } from '../middleware/json-body';

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';

export const auth = new Hono<AppEnv>()
  .post('/signup', jsonBody(signupSchema), async (c) => {
    const { name, email, password } = c.req.valid('json');
    const db = getDb(c.env.DB);
    const user = await createUser(db, { name, email, passwordHash: await hashPassword(password) });
    if (!user) throw new ApiError(409, DUPLICATE_EMAIL);
    return ok(c, { id: user.id, name: user.name, email: user.email }, 201);
  })
  .post('/login', jsonBody(loginSchema), async (c) => {
    const { email, password, rememberMe } = c.req.valid('json');
    const db = getDb(c.env.DB);
    const user = await findUserByEmail(db, email);
    // An unknown e-mail costs one hash too, so timing does not tell which accounts exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid) throw new ApiError(401, BAD_CREDENTIALS);
    const session = await createSession(db, user.id, rememberMe === true);
    return ok(c, {
      token: session.token,
      id: user.id,
      name: user.name,
      email: user.email,
      expiresAt: new Date(session.expiresAt).toISOString(),
    });
  })
  .post('/logout', requireAuth, async (c) => {
    await revokeSession(getDb(c.env.DB), c.get('sessionId'));
    return ok(c, { loggedOut: true });
  });
