import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { RATE_LIMITS } from "../limits";

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimiters = Record<RateLimitName, RequestHandler>;

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * One limiter per kind of call, each with its own in-memory counters keyed on `req.ip`
 * (server.ts sets `trust proxy`, so that is the visitor's address, not the site server's).
 */
export function createRateLimiters(enabled: boolean): RateLimiters {
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
