import crypto from "node:crypto";
import { cookieSecrets } from "./secret.server";

let key: string | undefined;

/**
 * What the site's server shows the built-in API so that its page reads, made for many
 * visitors at once, skip the per-address read limit. Derived from the persisted secret, so
 * every instance of the site agrees on it without one more setting.
 */
export function siteKey(): string {
  key ??= crypto.createHash("sha256").update(`api-site-key:${cookieSecrets()[0]}`).digest("base64url");
  return key;
}
