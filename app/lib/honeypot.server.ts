import crypto from "node:crypto";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { cookieSecrets } from "./secret.server";

export const HONEYPOT_NAME_FIELD = "name__confirm";
export const HONEYPOT_VALID_FROM_FIELD = "from__confirm";

/**
 * The seed comes from the cookie secret so a page rendered before a restart still
 * submits after it; a random seed per process would turn those visitors into "spam".
 */
/** remix-utils' honeypot, which can also read back when its form was rendered (the too-fast signal). */
class TimedHoneypot extends Honeypot {
  renderedAt(formData: FormData): number | null {
    const sealed = formData.get(HONEYPOT_VALID_FROM_FIELD);
    if (typeof sealed !== "string" || !sealed) return null;
    try {
      const time = Number(this.decrypt(sealed));
      return Number.isFinite(time) && time > 0 ? time : null;
    } catch {
      return null;
    }
  }
}

let honeypot: TimedHoneypot | undefined;

function getHoneypot(): TimedHoneypot {
  honeypot ??= new TimedHoneypot({
    nameFieldName: HONEYPOT_NAME_FIELD,
    validFromFieldName: HONEYPOT_VALID_FROM_FIELD,
    encryptionSeed: crypto.createHash("sha256").update(`honeypot:${cookieSecrets()[0]}`).digest("hex"),
  });
  return honeypot;
}

export function honeypotInputProps(options?: { validFromTimestamp?: number }) {
  return getHoneypot().getInputProps(options);
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

/** When the page with this form was rendered (its signed timestamp); null when absent or forged. */
export function formRenderedAt(formData: FormData): number | null {
  return getHoneypot().renderedAt(formData);
}
