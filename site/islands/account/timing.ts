/** Pause between a success message and the redirect after sign-up and login. */
export const REDIRECT_DELAY_MS = 2000;
