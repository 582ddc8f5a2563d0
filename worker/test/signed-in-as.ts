/** A signed-in request for a test that calls db or lib functions directly: a new session, its limits counted. */
import { env } from 'cloudflare:workers';
import type { Action } from '../../site/shared/domain/teams';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import type { LimitName } from '../lib/limits';
import { SignedIn } from '../lib/signed-in';
import { hashToken } from '../lib/tokens';

export async function signedInAs(
  userId: string,
  limits: LimitName[] = ['cartWrite'],
  action: Action = 'orders:place',
): Promise<SignedIn> {
  const { token } = await createSession(getDb(env.DB), userId, false, { userAgent: null });
  const rules = { action, scope: 'account', tokenScope: null, limits } as const;
  const signedIn = new SignedIn(
    env.DB,
    await hashToken(token),
    Date.now(),
    env,
    'test-client',
    () => {},
    'session',
    rules,
  );
  for (const name of limits) signedIn.count(name, (seconds) => `Too many requests (${seconds} s)`);
  await signedIn.run([]);
  return signedIn;
}
