import type { RequestHandler } from "express";
import { failureTexts } from "../app/lib/forms/messages";
import { forgeryReason } from "../app/lib/forms/forgery.server";

const CHECKED_HEADERS = ["origin", "sec-fetch-site", "cookie", "x-xsrf-token"] as const;

const refusedPage = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Request refused</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Request refused</h1><p>${failureTexts.crossSite}</p><p><a href="/">Go to the home page</a></p>
</body></html>`;

/**
 * Refuses forged posts before Remix sees them. Remix's own origin check would answer them
 * with an empty 500; a clear 403 tells the truth. Route actions check again through
 * guardFormPost, so the rule holds wherever the app runs.
 */
export function refuseForgedPosts(): RequestHandler {
  return (req, res, next) => {
    const headers = new Headers();
    for (const name of CHECKED_HEADERS) {
      const value = req.get(name);
      if (value !== undefined) headers.set(name, value);
    }
    const reason = forgeryReason(req.method, headers, `${req.protocol}://${req.get("host")}`);
    if (!reason) return next();
    res.status(403).set("Cache-Control", "no-store").type("html").send(refusedPage);
  };
}
