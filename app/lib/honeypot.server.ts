import crypto from "node:crypto";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { cookieSecrets } from "./secret.server";

export const HONEYPOT_NAME_FIELD = "name__confirm";
export const HONEYPOT_VALID_FROM_FIELD = "from__confirm";

let honeypot: Honeypot | undefined;

/**
 * The seed comes from the cookie secret so a page rendered before a restart still
 * submits after it; a random seed per process would turn those visitors into "spam".
 */
function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({
    nameFieldName: HONEYPOT_NAME_FIELD,
    validFromFieldName: HONEYPOT_VALID_FROM_FIELD,
    encryptionSeed: crypto.createHash("sha256").update(`honeypot:${cookieSecrets()[0]}`).digest("hex"),
  });
  return honeypot;
}

export function honeypotInputProps() {
  return getHoneypot().getInputProps();
}

/** True when a bot filled the hidden field or tampered with its timestamp. */
export function isSpam(formData: FormData): boolean {
  try {
    getHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
