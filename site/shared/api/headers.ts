/** The API's own response headers, named once for the Worker that sets them and the browser that reads them. */

/**
 * The account a signed-in request acted for (its session's current account, or a token's account), on
 * every answer after the session was found (docs/decisions/the-api-names-the-account.md).
 */
export const ACCOUNT_HEADER = 'Nimbus-Account';
