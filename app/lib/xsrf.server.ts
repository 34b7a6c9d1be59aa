import crypto from "node:crypto";
import { readXsrfCookie, XSRF_HEADER } from "./xsrf";

/** A header that does not match the cookie was not written by our own page. */
export function hasForeignXsrfHeader(headers: Headers): boolean {
  const sent = headers.get(XSRF_HEADER);
  if (sent === null) return false;
  const expected = readXsrfCookie(headers.get("Cookie"));
  if (!expected || expected.length !== sent.length) return true;
  return !crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}
