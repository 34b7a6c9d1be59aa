import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { type RedisClient, siteRedis } from "../redis.server";
import { registerCacheReset } from "../in-process-caches.server";
import { addressKey } from "../../../contract/address-key";

/** Each form has its own allowance, so a burst on one never blocks another. */
export type FormFamily = "quote" | "contact" | "career" | "comment";

/** A person sends a form a few times at most; a script sends it hundreds. */
export const FORM_RATE_LIMIT = {
  points: 10,
  durationSeconds: 10 * 60,
} as const;

/**
 * One family's limiter. With Redis every instance of the site counts in the same place; while
 * Redis cannot be reached, each counts in its own memory rather than refusing or waiting.
 */
export function createFormLimiter(family: FormFamily, redis: RedisClient | null): RateLimiterAbstract {
  const options = {
    keyPrefix: `form-${family}`,
    points: FORM_RATE_LIMIT.points,
    duration: FORM_RATE_LIMIT.durationSeconds,
  };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

const limiters = new Map<FormFamily, RateLimiterAbstract>();

function limiterFor(family: FormFamily): RateLimiterAbstract {
  let limiter = limiters.get(family);
  if (!limiter) {
    limiter = createFormLimiter(family, siteRedis());
    limiters.set(family, limiter);
  }
  return limiter;
}

/**
 * Counts one post on `limiter` for the visitor's address (an IPv6 one by its /64); returns the
 * seconds to wait when the address is over its allowance.
 */
export async function consumeFrom(limiter: RateLimiterAbstract, clientIp: string): Promise<number | null> {
  try {
    await limiter.consume(addressKey(clientIp));
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** Counts one post; returns the seconds to wait when the address is over its allowance. */
export function consumeFormPost(family: FormFamily, clientIp: string): Promise<number | null> {
  return consumeFrom(limiterFor(family), clientIp);
}

// Tests start each case with a fresh allowance.
registerCacheReset(() => limiters.clear());
