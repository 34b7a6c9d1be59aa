import type { Request } from "express";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from "rate-limiter-flexible";
import { STAFF } from "../limits";
import { HttpError } from "./errors";
import type { RedisClient } from "./rate-limits";

interface Allowance {
  points: number;
  durationSeconds: number;
}

const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a few minutes and try again.";
const TOO_MANY_TRIES = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Counts failed attempts only (a wrong password, a bad token): someone who gets it right is never
 * slowed down, and a key that failed too often is refused before its next attempt is checked.
 * Counts live in Redis when configured (one allowance across instances; memory while Redis is
 * down), else in memory.
 */
class FailureCounter {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, { points, durationSeconds }: Allowance, redis: RedisClient | null) {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    this.limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `api-failures:${name}`,
          points,
          duration: durationSeconds,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  async blockedFor(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    return state && state.remainingPoints <= 0 ? state.msBeforeNext : 0;
  }

  async fail(key: string): Promise<void> {
    // consume() rejects once the allowance is spent; the count went up all the same.
    await this.limiter.consume(key).catch((rejection: RateLimiterRes | Error) => {
      if (rejection instanceof Error) throw rejection;
    });
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

const tooMany = (message: string, ms: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(ms / 1000))) });

export interface FailureLimits {
  /** Throws 429 when the address or the account failed to sign in too often. */
  checkSignIn(address: string, account: string): Promise<void>;
  signInFailed(address: string, account: string): Promise<void>;
  signInSucceeded(account: string): Promise<void>;
  /** Throws 429 when the request's address presented too many bad tokens (bearer or one-time link). */
  checkToken(req: Request): Promise<void>;
  tokenFailed(req: Request): Promise<void>;
}

const noLimits: FailureLimits = {
  checkSignIn: async () => undefined,
  signInFailed: async () => undefined,
  signInSucceeded: async () => undefined,
  checkToken: async () => undefined,
  tokenFailed: async () => undefined,
};

/**
 * `isSite` tells the site server's own calls: their session tokens come from the site's signed
 * cookies, not from a guesser, and its reads may not carry the visitor's address, so counting
 * them would lock every visitor out together.
 */
export function createFailureLimits(
  enabled: boolean,
  redis: RedisClient | null,
  isSite: (req: Request) => boolean,
): FailureLimits {
  if (!enabled) return noLimits;
  const perAddress = new FailureCounter("sign-in-address", STAFF.signInFailures.perAddress, redis);
  const perAccount = new FailureCounter("sign-in-account", STAFF.signInFailures.perAccount, redis);
  const tokens = new FailureCounter("token-address", STAFF.tokenFailures, redis);
  return {
    async checkSignIn(address, account) {
      const ms = Math.max(await perAddress.blockedFor(address), await perAccount.blockedFor(account));
      if (ms > 0) throw tooMany(TOO_MANY_SIGN_INS, ms);
    },
    async signInFailed(address, account) {
      await Promise.all([perAddress.fail(address), perAccount.fail(account)]);
    },
    signInSucceeded: (account) => perAccount.clear(account),
    async checkToken(req) {
      const ms = isSite(req) ? 0 : await tokens.blockedFor(req.ip ?? "unknown");
      if (ms > 0) throw tooMany(TOO_MANY_TRIES, ms);
    },
    tokenFailed: async (req) => {
      if (!isSite(req)) await tokens.fail(req.ip ?? "unknown");
    },
  };
}
