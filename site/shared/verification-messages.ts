/**
 * The texts of the notice on `/profile` and `/cart` while an address is not verified (rulings R29), apart
 * from `account-messages.ts` so the notice's island does not carry the reset and verification pages' texts.
 */
export const RESEND_VERIFICATION = 'Resend verification e-mail';
export const notVerifiedText = (email: string) => `Your email address ${email} is not verified yet.`;
export const verificationSentText = (email: string) => `We have sent a new verification link to ${email}.`;
/** Why an unverified customer cannot add a passkey or turn on two-factor sign-in yet (the API's 403, and the Security page). */
export const FACTORS_NEED_VERIFIED_EMAIL = 'Verify your e-mail address before adding a passkey or two-factor sign-in.';
