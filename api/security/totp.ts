import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret (base32) and the otpauth:// URL an authenticator app reads from a QR code. */
export function newTotpSecret(issuer: string, label: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, url: totpFor(secret, issuer, label).toString() };
}

/**
 * The 30-second step a 6-digit code belongs to (the one before or after allowed for clock drift),
 * or null. A step at or before `lastStep` was already used: a seen code is not accepted twice.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, "", "").validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
