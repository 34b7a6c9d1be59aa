import { createHmac, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../contract/staff";

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), so a code read from paper is typed right. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A code as shown: three groups of four ("k7pq-3xma-w9tr"), about 59 bits of randomness. */
function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** What a person may type for a code: any case, with or without the dashes and spaces. */
export function normalRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "");
  return code.length === GROUPS * GROUP_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/**
 * HMAC-SHA256 keyed by the account, not argon2: a code has ~59 random bits, so nobody can guess
 * it offline from the hash even when hashing is fast, while a slow hash would let anyone who
 * sends codes to the sign-in burn the server's CPU (ten argon2 checks a try). The account key
 * makes the same code hash differently for two people. Takes a normalised code.
 */
export function recoveryCodeHash(staffId: number, code: string): string {
  return createHmac("sha256", `staff-recovery-code:${staffId}`).update(code).digest("hex");
}
