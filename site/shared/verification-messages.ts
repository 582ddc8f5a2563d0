/**
 * The texts of the notice on `/profile` and `/cart` while an address is not verified (rulings R29), apart
 * from `account-messages.ts` so the notice's island does not carry the reset and verification pages' texts.
 */
export const RESEND_VERIFICATION = 'Resend verification e-mail';
export const notVerifiedText = (email: string) => `Your email address ${email} is not verified yet.`;
export const verificationSentText = (email: string) => `We have sent a new verification link to ${email}.`;
