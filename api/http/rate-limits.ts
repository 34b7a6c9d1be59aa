import type { RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";
import { addressKey } from "../../contract/address-key";
import { RATE_LIMITS } from "../limits";
import { fromSite } from "./site-key";

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimiters = Record<RateLimitName, RequestHandler>;

const passThrough: RequestHandler = (_req, _res, next) => next();

export type RedisClient = ReturnType<typeof createClient>;

export interface RateLimitOptions {
  /** Tests turn limits off except where they are the subject. */
  enabled: boolean;
  /** The site server's key: its reads skip the read limit. */
  siteKey?: string;
  /** When set, every instance counts in this Redis, so a visitor's allowance is one across all of them. */
  redisUrl?: string;
}

export interface RateLimits {
  handlers: RateLimiters;
  /** The connection the limiters count in, when limits are on and Redis is configured. */
  redis: RedisClient | null;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/**
 * Connected before the stores are made: rate-limit-redis loads its scripts as it is constructed.
 * Later, while Redis is unreachable, commands fail at once and the limiters let requests through
 * (passOnStoreError) rather than make every visitor wait.
 */
async function connectRedis(url: string): Promise<RedisClient> {
  let connected = false;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries) =>
        connected ? Math.min(retries * 200, 5_000) : retries >= 5 ? new Error("Redis is unreachable (REDIS_URL)") : 500,
    },
  });
  client.on("error", (error: Error) => {
    if (connected) console.error("[api] rate limits, redis:", error.message);
  });
  await client.connect();
  connected = true;
  return client;
}

/**
 * One limiter per kind of call, keyed on `req.ip` (the site's server sets `trust proxy`, so that
 * is the visitor's address, not the site server's) and an IPv6 address on its /64
 * (contract/address-key.ts), counting in memory or in Redis.
 * The site's own reads carry its key and skip the read limit: one server rendering pages for
 * many visitors is not one visitor reading too fast. Its posts still count per visitor.
 */
export async function createRateLimiters({ enabled, siteKey, redisUrl }: RateLimitOptions): Promise<RateLimits> {
  const isSite = fromSite(siteKey);
  const redis = enabled && redisUrl ? await connectRedis(redisUrl) : null;
  const storeFor = (name: RateLimitName): Store | undefined =>
    redis
      ? new RedisStore({ prefix: `api-limit:${name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) })
      : undefined;
  const make = (name: RateLimitName): RequestHandler => {
    if (!enabled) return passThrough;
    const { windowMs, limit } = RATE_LIMITS[name];
    return rateLimit({
      windowMs,
      limit,
      store: storeFor(name),
      passOnStoreError: redis !== null,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      keyGenerator: (req) => addressKey(req.ip),
      // Only failed attempts count towards the admin limit, so the agency's own tools are never throttled.
      skipSuccessfulRequests: name === "adminFailures",
      skip: name === "reads" ? isSite : undefined,
      handler: (_req, res, _next, options) => {
        res.status(options.statusCode).json({ message: "Too many requests. Please wait a moment and try again." });
      },
    });
  };
  return {
    handlers: {
      reads: make("reads"),
      forms: make("forms"),
      comments: make("comments"),
      likes: make("likes"),
      consents: make("consents"),
      adminFailures: make("adminFailures"),
    },
    redis,
    close: async () => {
      if (redis?.isOpen) await redis.quit().catch(() => undefined);
    },
  };
}
