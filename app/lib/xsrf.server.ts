import crypto from "node:crypto";
import { isSecureSite } from "./secret.server";
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from "./xsrf";

/**
 * A Set-Cookie for a fresh token when the visitor has none. Readable by scripts on
 * purpose: the page copies it into a header, which another site cannot do.
 */
export function issueXsrfCookie(request: Request): string | null {
  if (readCookie(request.headers.get("Cookie"), XSRF_COOKIE)) return null;
  const token = crypto.randomBytes(24).toString("hex");
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax${isSecureSite() ? "; Secure" : ""}`;
}

/** A header that does not match the cookie was not written by our own page. */
export function hasForeignXsrfHeader(headers: Headers): boolean {
  const sent = headers.get(XSRF_HEADER);
  if (sent === null) return false;
  const expected = readCookie(headers.get("Cookie"), XSRF_COOKIE);
  if (!expected || expected.length !== sent.length) return true;
  return !crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}
