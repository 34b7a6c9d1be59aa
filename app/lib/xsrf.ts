import { parse } from "cookie";

/** The spec's cross-site forgery convention (section 7): this cookie's value goes back in this header. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** The XSRF token in a Cookie header or `document.cookie`, or null when there is none. */
export function readXsrfCookie(cookieHeader: string | null | undefined): string | null {
  return (cookieHeader && parse(cookieHeader)[XSRF_COOKIE]) || null;
}
