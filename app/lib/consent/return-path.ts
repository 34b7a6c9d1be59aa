import { CONSENT_LANGUAGE_PARAM } from "./choices";

const MAX_LENGTH = 2_000;
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/** Browsers read a backslash as a slash, and drop tabs and newlines: `/\evil` and `/\t/evil` lead away. */
const hasControlOrBackslash = (value: string) => [...value].some((char) => char === "\\" || char < " ");

/**
 * Where the banner's post returns to: a path of this site, never another site (`//evil`,
 * `/\evil`, `https://…`), without the notice's language switch. Anything else returns home.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH || !value.startsWith("/") || hasControlOrBackslash(value)) {
    return "/";
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return "/";
  url.searchParams.delete(CONSENT_LANGUAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
