/**
 * TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) for two-factor sign-in. The
 * arithmetic is @oslojs/otp's (HOTP of the time step, compared in constant time); this module adds
 * what the library leaves to its caller: which step a code belongs to, so a code is accepted once
 * (a code of the last accepted step or an earlier one is refused), and ±1 step of clock drift.
 */
import { encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { site } from '../../site/shared/config';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps before and after the current one that still count (a phone's clock a little off). */
export const TOTP_DRIFT_STEPS = 1;
/** 160-bit secrets, as RFC 4226 recommends for HMAC-SHA-1. */
export const TOTP_SECRET_BYTES = 20;

export function newTotpSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES));
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(secret: Uint8Array, accountName: string): string {
  return createTOTPKeyURI(site.name, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

/** The secret as text to type into an app: base32, in groups of four for reading. */
export function secretText(secret: Uint8Array): string {
  return (encodeBase32NoPadding(secret).match(/.{1,4}/g) ?? []).join(' ');
}

export function timeStep(now: number): number {
  return Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
}

/**
 * The time step `code` was made for, within the drift window around `now` and later than
 * `lastStep` (the last one accepted), or null. Every step of the window is checked, so the time
 * taken does not tell which one matched.
 */
export function matchTotp(secret: Uint8Array, code: string, now: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(now);
  let matched: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    const valid = verifyHOTP(secret, BigInt(step), TOTP_DIGITS, code);
    if (valid && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}
