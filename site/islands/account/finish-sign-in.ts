/**
 * The end of every way of signing in (password, second step, passkey): keep the session, say the
 * seed's words and go where the login was asked from (docs/decisions/return-after-sign-in.md).
 */
import { safeNextPath } from '../../lib/next-path';
import { signIn } from '../../stores/session';
import type { BannerState } from '../forms/Banner';
import { REDIRECT_DELAY_MS } from './timing';

export type SessionData = { token: string; id: string; name: string; email: string };

export function finishSignIn({ token, id, name, email }: SessionData, rememberMe: boolean): BannerState {
  signIn(token, { id, name, email }, rememberMe);
  const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
  window.setTimeout(() => window.location.assign(next), REDIRECT_DELAY_MS);
  return { kind: 'success', text: 'Login successful! Redirecting to dashboard...' };
}
