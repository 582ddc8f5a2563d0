/**
 * A call with the session: `api.GET('/api/cart', signedIn)`, or `{ ...signedIn, body }`. It sends the
 * session's bearer token; a 401 means the session is gone, so the browser signs out, and any other
 * answer names the account it acted for, which the site follows (stores/account-follow.ts).
 */
import type { Middleware } from 'openapi-fetch';
import { ACCOUNT_HEADER } from '../shared/api/headers';
import { followAccount } from './account-follow';
import { $session, signOutLocally } from './session';

const session: Middleware = {
  onRequest({ request }) {
    const token = $session.get()?.token;
    if (token) request.headers.set('authorization', `Bearer ${token}`);
  },
  onResponse({ response }) {
    if (response.status === 401) signOutLocally();
    else void followAccount(response.headers.get(ACCOUNT_HEADER));
  },
};

/** The options that make a call a signed-in one. */
export const signedIn = { middleware: [session] };
