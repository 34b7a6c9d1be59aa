import type { Request, RequestHandler } from "express";
import { crossSiteReason } from "../app/lib/forms/forgery.server";
import { failureTexts } from "../app/lib/forms/messages";

/** The request headers the rule reads; nothing else is copied. */
const CHECKED_HEADERS = ["origin", "referer", "sec-fetch-site", "authorization", "cookie", "x-xsrf-token"] as const;

const refusedPage = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Request refused</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Request refused</h1><p>${failureTexts.crossSite}</p><p><a href="/">Go to the home page</a></p>
</body></html>`;

const badHostPage = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><title>Bad request</title></head>
<body><h1>Bad request</h1><p>The request's Host header does not match its Origin.</p></body></html>`;

/**
 * Whether the request names another host than its Origin's: X-Forwarded-Host (its first value),
 * else Host, as Remix reads them. Remix throws on such an action, which would be a 500; by here
 * the Origin is SITE_URL's, so the sender chose the Host (or the proxy rewrites it).
 */
function hostDiffersFromOrigin(req: Request): boolean {
  const origin = req.get("origin");
  if (!origin) return false;
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Refuses cross-site posts to the site before Remix sees them, by the rule in
 * crossSiteReason: the expected origin is SITE_URL's, never the request's Host header, which
 * the sender chooses (403); a post from the site's origin whose Host names another host is a
 * bad request (400). Mounted after the built-in API, whose calls carry their own headers
 * (a Bearer token or the site key) and no cookie credential (docs/api.md).
 */
export function refuseForgedPosts(): RequestHandler {
  return (req, res, next) => {
    const headers = new Headers();
    for (const name of CHECKED_HEADERS) {
      const value = req.get(name);
      if (value !== undefined) headers.set(name, value);
    }
    if (crossSiteReason(req.method, headers)) {
      res.status(403).set("Cache-Control", "no-store").type("html").send(refusedPage);
    } else if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && hostDiffersFromOrigin(req)) {
      res.status(400).set("Cache-Control", "no-store").type("html").send(badHostPage);
    } else {
      next();
    }
  };
}
