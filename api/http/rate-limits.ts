import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { SITE_KEY_HEADER } from "../../contract/headers";
import { RATE_LIMITS } from "../limits";

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimiters = Record<RateLimitName, RequestHandler>;

const passThrough: RequestHandler = (_req, _res, next) => next();

function fromSite(siteKey: string | undefined) {
  if (!siteKey) return () => false;
  const expected = Buffer.from(siteKey);
  return (req: Request) => {
    const sent = Buffer.from(req.get(SITE_KEY_HEADER) ?? "");
    return sent.length === expected.length && crypto.timingSafeEqual(sent, expected);
  };
}

/**
 * One limiter per kind of call, each with its own in-memory counters keyed on `req.ip`
 * (the site's server sets `trust proxy`, so that is the visitor's address, not the site server's).
 * The site's own reads carry its key and skip the read limit: one server rendering pages for
 * many visitors is not one visitor reading too fast. Its posts still count per visitor.
 */
export function createRateLimiters(enabled: boolean, siteKey?: string): RateLimiters {
  const isSite = fromSite(siteKey);
  const make = (name: RateLimitName): RequestHandler => {
    if (!enabled) return passThrough;
    const { windowMs, limit } = RATE_LIMITS[name];
    return rateLimit({
      windowMs,
      limit,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      // Only failed attempts count towards the admin limit, so the agency's own tools are never throttled.
      skipSuccessfulRequests: name === "adminFailures",
      skip: name === "reads" ? isSite : undefined,
      handler: (_req, res, _next, options) => {
        res.status(options.statusCode).json({ message: "Too many requests. Please wait a moment and try again." });
      },
    });
  };
  return {
    reads: make("reads"),
    forms: make("forms"),
    comments: make("comments"),
    likes: make("likes"),
    adminFailures: make("adminFailures"),
  };
}
