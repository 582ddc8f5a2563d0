/**
 * Everything under /api/auth, signed out or on the way in: sign-up, sign-in and its second step,
 * logout, passkey sign-in, password reset and e-mail verification.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { emailVerification } from './email-verification';
import { passkeySignIn } from './passkey';
import { passwordReset } from './password-reset';
import { signIn } from './sign-in';

export const auth = new Hono<AppEnv>()
  .route('/', signIn)
  .route('/', passwordReset)
  .route('/', emailVerification)
  .route('/passkey', passkeySignIn);
