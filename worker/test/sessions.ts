/** Test helpers for the account's sessions: sign-ins from named devices, and the sessions list they make. */
import { env } from 'cloudflare:workers';
import { hashToken } from '../lib/tokens';
import { api, freshClient, strongPassword } from './helpers';

export const UA = {
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
};

type Listed = { id: string; device: string; signedInAt: string; lastSeenAt: string; current: boolean };

export const login = (email: string, password: string, userAgent = UA.linuxChrome) =>
  api<{ token: string; id: string }>('POST', '/api/auth/login', {
    body: { email, password },
    headers: { ...freshClient(), 'user-agent': userAgent },
  });

/** Signs in with the right password from `userAgent`; answers the session's token. */
export async function signIn(email: string, userAgent?: string): Promise<string> {
  const res = await login(email, strongPassword, userAgent);
  if (!res.body.success) throw new Error(`login failed: ${res.status} ${res.body.error}`);
  return res.body.data.token;
}

export async function list(token: string): Promise<Listed[]> {
  const res = await api<{ sessions: Listed[] }>('GET', '/api/sessions', { token });
  if (!res.body.success) throw new Error(`list failed: ${res.status} ${res.body.error}`);
  return res.body.data.sessions;
}

/** 200 while the session is live, 401 once it has ended. */
export const profileStatus = async (token: string) => (await api('GET', '/api/profile', { token })).status;

/** The public id of the session a token belongs to. */
export const idOf = async (token: string) =>
  (
    await env.DB.prepare('SELECT id FROM sessions WHERE token_hash = ?')
      .bind(await hashToken(token))
      .first<{ id: string }>()
  )?.id;
