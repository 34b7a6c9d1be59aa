import type { RequestHandler } from "express";

/**
 * Shows the page cache and Remix the request as sent to SITE_URL's host. Remix refuses a form
 * post (500) whose Origin differs from its Host or X-Forwarded-Host, which a proxy's defaults
 * (`proxy_set_header Host $proxy_host`, a port other than 443) make of every same-origin post.
 * refuseForgedPosts has already checked the Origin against SITE_URL: the configuration says
 * which host is ours, not what the proxy forwards.
 */
export function siteHostForPages(siteUrl: string): RequestHandler {
  const host = new URL(siteUrl).host;
  return (req, _res, next) => {
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}
