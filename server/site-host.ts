import type { RequestHandler } from "express";

/**
 * Shows the page cache and Remix the request as sent to SITE_URL's origin. Remix refuses a form
 * post (500) whose Origin differs from its Host or X-Forwarded-Host, which a proxy's defaults
 * (`proxy_set_header Host $proxy_host`, a port other than 443) make of every same-origin post;
 * and both build the request's URL from `req.protocol`, which is a trusted proxy's
 * X-Forwarded-Proto as it stands (`a b` made no URL: 500). refuseForgedPosts has already
 * checked the Origin against SITE_URL: the configuration says which origin is ours, not what
 * the proxy forwards. HSTS (server/headers.ts) was decided before this, by the request itself.
 */
export function siteHostForPages(siteUrl: string): RequestHandler {
  const { host, protocol } = new URL(siteUrl);
  const scheme = protocol.slice(0, -1);
  return (req, _res, next) => {
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    // Express's req.protocol (and req.secure) is a getter on its prototype: this request's own value hides it.
    Object.defineProperty(req, "protocol", { value: scheme, configurable: true, enumerable: true });
    next();
  };
}
