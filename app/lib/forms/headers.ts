import type { HeadersFunction } from "@remix-run/node";

/**
 * Remix passes only cookies from an action to the page it renders; a form route exports
 * this as `headers` so a refused post's Retry-After reaches the browser.
 */
export const formHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
