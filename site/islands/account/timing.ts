/** Pause between a success message and the redirect after sign-up and login (spec §9). */
export const REDIRECT_DELAY_MS = 2000;
