/**
 * A call with the session: `api.GET('/api/cart', signedIn)`, or `{ ...signedIn, body }`. It sends the
 * session's bearer token, and a 401 means the session is gone, so the browser signs out.
 */
import type { Middleware } from 'openapi-fetch';
import { $session, signOutLocally } from './session';

const session: Middleware = {
  onRequest({ request }) {
    const token = $session.get()?.token;
    if (token) request.headers.set('authorization', `Bearer ${token}`);
  },
  onResponse({ response }) {
    if (response.status === 401) signOutLocally();
  },
};

/** The options that make a call a signed-in one. */
export const signedIn = { middleware: [session] };
