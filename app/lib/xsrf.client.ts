import { readCookie, XSRF_COOKIE, XSRF_HEADER } from "./xsrf";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

function targetUrl(input: RequestInfo | URL): URL {
  const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(raw, window.location.href);
}

/**
 * Adds the XSRF header to the page's own non-GET requests (Remix's form submissions
 * included), never to another origin, which must not learn the token.
 */
export function installXsrfFetch() {
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const token = readCookie(document.cookie, XSRF_COOKIE);
    if (!token || SAFE_METHODS.has(method) || targetUrl(input).origin !== window.location.origin) {
      return nativeFetch(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(XSRF_HEADER, token);
    return nativeFetch(input, { ...init, headers });
  };
}
