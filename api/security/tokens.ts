import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export function sha256Hex(value: string | Buffer): string {
  return createHash("sha256").update(value).digest("hex");
}

/** 32 random bytes: unguessable, and URL- and cookie-safe in base64url; only the hash is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256Hex(token) };
}

/**
 * Compares two secrets without leaking, through timing, how much of them matched.
 * Hashing first gives both sides the same length, which timingSafeEqual requires.
 */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
}

/** Checks a presented owner token against the stored SHA-256 hash, in constant time. */
export function ownerTokenMatches(token: string, storedHash: string): boolean {
  const given = createHash("sha256").update(token).digest();
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === given.length && timingSafeEqual(given, stored);
}
