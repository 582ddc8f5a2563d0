/** Every text of `/api/sessions`, without Valibot (`sessions.ts` re-exports it). */
export const sessionErrors = {
  idMalformed: 'Session id must be a UUID',
  notFound: 'Session not found',
} as const;

export const sessionMessages = {
  loadFailed: 'Failed to load your sessions',
  loadException: 'An error occurred while loading your sessions.',
  signOutFailed: (error: string) => `Could not sign out that session: ${error || 'Unknown error'}`,
  signOutException: 'Could not reach the server. Please try again.',
  signedOutOne: (device: string) => `Signed out ${device}.`,
  signedOutOthers: (count: number) =>
    count === 0 ? 'No other sessions were signed in.' : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
  noOthers: 'This is your only signed-in session.',
} as const;
