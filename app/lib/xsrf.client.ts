import { XSRF_COOKIE, XSRF_HEADER } from "./xsrf";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

function targetUrl(input: RequestInfo | URL): URL {
  const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(raw, window.location.href);
}

/**
 * The token this origin's cookie holds. Not the `cookie` package, as on the server: it is
 * CommonJS, so all of it (1.4 KB gzip) would ship on every first visit for this one lookup.
 */
function storedToken(): string | null {
  return new RegExp(`(?:^|; )${XSRF_COOKIE}=([^;]+)`).exec(document.cookie)?.[1] ?? null;
}

/**
 * The page's token: the cookie's value, made here on the first visit. The browser makes it
 * rather than the server so that pages carry no Set-Cookie and stay cacheable; another site
 * can neither read nor write this origin's cookies, which is all the check relies on.
 */
function xsrfToken(): string {
  const existing = storedToken();
  if (existing) return existing;
  const token = Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure}`;
  return token;
}

/**
 * Adds the XSRF header to the page's own non-GET requests (Remix's form submissions
 * included), never to another origin, which must not learn the token.
 */
export function installXsrfFetch() {
  xsrfToken();
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (SAFE_METHODS.has(method) || targetUrl(input).origin !== window.location.origin) {
      return nativeFetch(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(XSRF_HEADER, xsrfToken());
    return nativeFetch(input, { ...init, headers });
  };
}
