/**
 * The login address that brings the customer back to the page they were on, for every signed-in
 * page and store. Small on purpose (it ships with every signed-in page): only this site's own path
 * arrives here, and the login page judges `next` again as the browser resolves it (next-path.ts).
 */

// A second slash, a backslash or a dot segment (also as `%2e`) could resolve off the site.
const UNSAFE = /\/\/|\\|(^|\/)(\.|%2e){1,2}(\/|\?|#|$)/i;
const SIGN_IN_PAGES = /^\/(login|signup)(?:[?#]|$)/;

export function loginUrlFor(path: string): string {
  const plain = [...path].every((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f);
  if (!path.startsWith('/') || !plain || UNSAFE.test(path) || SIGN_IN_PAGES.test(path)) return '/login';
  return `/login?next=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}
