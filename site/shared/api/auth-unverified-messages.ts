/**
 * The texts of an address that is not verified yet: the notice on `/profile` and `/cart`, the Security
 * section's cards and the API's 403. Apart from `auth-recovery-messages.ts`, so those pages do not
 * carry the reset and verification pages' texts; `auth-recovery.ts` re-exports them.
 */
export const RESEND_VERIFICATION = 'Resend verification e-mail';
export const notVerifiedText = (email: string) => `Your email address ${email} is not verified yet.`;
export const verificationSentText = (email: string) => `We have sent a new verification link to ${email}.`;
/** Why an unverified customer cannot add a passkey or turn on two-factor sign-in yet (the API's 403, and the Security page). */
export const FACTORS_NEED_VERIFIED_EMAIL = 'Verify your e-mail address before adding a passkey or two-factor sign-in.';
