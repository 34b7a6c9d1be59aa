import crypto from "node:crypto";
import { parse } from "cookie";
import { XSRF_COOKIE, XSRF_HEADER } from "./xsrf";

/** A header that does not match the cookie was not written by our own page. */
export function hasForeignXsrfHeader(headers: Headers): boolean {
  const sent = headers.get(XSRF_HEADER);
  if (sent === null) return false;
  const expected = parse(headers.get("Cookie") ?? "")[XSRF_COOKIE];
  if (!expected || expected.length !== sent.length) return true;
  return !crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}
