import crypto from "node:crypto";
import { getEnv } from "./env.server";
import { cookieSecrets } from "./secret.server";

let key: string | undefined;

/**
 * What the site's server sends as X-Site-Key: SITE_KEY when set (a backend of its own checks
 * it), else base64url(SHA-256("api-site-key:" + the session secret)), so every instance of the
 * site agrees on it without one more setting (docs/configuration.md).
 */
export function siteKey(): string {
  key ??= getEnv().SITE_KEY ?? crypto.createHash("sha256").update(`api-site-key:${cookieSecrets()[0]}`).digest("base64url");
  return key;
}
