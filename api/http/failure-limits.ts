import type { Request } from "express";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { addressKey } from "../../contract/address-key";
import { STAFF } from "../limits";
import { HttpError } from "./errors";
import type { RedisClient } from "./rate-limits";

interface Allowance {
  points: number;
  durationSeconds: number;
}

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a few minutes and try again.";
export const TOO_MANY_TRIES = "Too many attempts. Please wait a few minutes and try again.";
export const TOO_MANY_RESETS = "Too many reset links were asked for. Please wait an hour and try again.";

/**
 * A number of attempts per key and window. An attempt is taken (atomically: one Redis script or
 * one in-memory step) before the slow check it guards, so requests sent at once cannot all pass
 * a count read before any of them added to it; an attempt that turned out right is given back.
 * Counts live in Redis when configured (one allowance across instances; memory while Redis is
 * down), else in memory.
 */
class AttemptCounter {
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

  /** Takes one attempt for `key`: 0 when taken, else the milliseconds until one is free. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // A refused consume still added to the count; a refused request tried nothing, so it is taken off again.
      await this.limiter.reward(key);
      return Math.max(1, rejection.msBeforeNext);
    }
  }

  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Keys to take one attempt from, all or none. */
type Taking = Array<[AttemptCounter, string]>;

/**
 * Takes one attempt from every counter, or none: when one refuses, those taken are given back
 * (a refused request checked nothing) and the longest wait is thrown as 429.
 */
async function takeAll(taking: Taking, message: string): Promise<void> {
  const waits = await Promise.all(taking.map(([counter, key]) => counter.take(key)));
  const wait = Math.max(...waits);
  if (wait === 0) return;
  await Promise.all(taking.filter((_, index) => waits[index] === 0).map(([counter, key]) => counter.giveBack(key)));
  throw tooMany(message, wait);
}

const giveAllBack = (taking: Taking) => Promise.all(taking.map(([counter, key]) => counter.giveBack(key))).then(() => undefined);

const tooMany = (message: string, ms: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(ms / 1000))) });

/** One sign-in's attempt, taken before its password is checked. */
export interface SignInAttempt {
  /** The password (and code) were wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** Nothing wrong was tried (the password was right, the code is asked for next): given back. */
  notFailed(): Promise<void>;
  /** Signed in: given back, and this address's (or this device's) failures at this account forgotten. */
  succeeded(): Promise<void>;
}

/** One secret's attempt (a bearer token, a one-time link, a code), taken before it is looked up. */
export interface SecretAttempt {
  /** The secret was right: the attempt is given back. */
  accepted(): Promise<void>;
}

export interface FailureLimits {
  /**
   * Takes an attempt for the address, the account at this address and the account, or throws
   * 429; from a known device (a browser that signed in to this account before), for that device only.
   */
  startSignIn(address: string, account: string, knownDevice?: string | null): Promise<SignInAttempt>;
  /** Takes an attempt at a secret for the request's address, or throws 429. */
  startSecret(req: Request): Promise<SecretAttempt>;
  /** Counts a reset-link request for the address and the account (known or not), or throws 429. */
  takeResetRequest(address: string, account: string): Promise<void>;
}

const nothing = async () => undefined;
const noLimits: FailureLimits = {
  startSignIn: async () => ({ failed: nothing, notFailed: nothing, succeeded: nothing }),
  startSecret: async () => ({ accepted: nothing }),
  takeResetRequest: nothing,
};

/**
 * Every key is the visitor's address as the API sees it (`req.ip`): the site's server forwards
 * it with each call it makes for a visitor, so a secret typed into the site counts against the
 * person who typed it, whether or not the call carries the site's key. An IPv6 address counts
 * as its /64 (contract/address-key.ts).
 */
export function createFailureLimits(enabled: boolean, redis: RedisClient | null): FailureLimits {
  if (!enabled) return noLimits;
  const { signInFailures, tokenFailures, resetRequests } = STAFF;
  const perAddress = new AttemptCounter("sign-in-address", signInFailures.perAddress, redis);
  const perAccountAtAddress = new AttemptCounter("sign-in-account-address", signInFailures.perAccountAtAddress, redis);
  const perAccount = new AttemptCounter("sign-in-account", signInFailures.perAccount, redis);
  const perKnownDevice = new AttemptCounter("sign-in-device", signInFailures.perKnownDevice, redis);
  const secrets = new AttemptCounter("token-address", tokenFailures, redis);
  const resetsPerAddress = new AttemptCounter("reset-address", resetRequests.perAddress, redis);
  const resetsPerAccount = new AttemptCounter("reset-account", resetRequests.perAccount, redis);
  return {
    async startSignIn(from, account, knownDevice) {
      if (knownDevice) {
        // OWASP's device cookies: strangers' guesses, from any number of addresses, use up the
        // counts below, never this browser's own allowance.
        const device = JSON.stringify([account, knownDevice]);
        const taking: Taking = [[perKnownDevice, device]];
        await takeAll(taking, TOO_MANY_SIGN_INS);
        return { failed: nothing, notFailed: () => giveAllBack(taking), succeeded: () => perKnownDevice.clear(device) };
      }
      const address = addressKey(from);
      const pair = JSON.stringify([account, address]);
      const taking: Taking = [
        [perAddress, address],
        [perAccountAtAddress, pair],
        [perAccount, account],
      ];
      await takeAll(taking, TOO_MANY_SIGN_INS);
      return {
        failed: nothing,
        notFailed: () => giveAllBack(taking),
        succeeded: async () => {
          await Promise.all([perAddress.giveBack(address), perAccount.giveBack(account), perAccountAtAddress.clear(pair)]);
        },
      };
    },
    async startSecret(req) {
      const taking: Taking = [[secrets, addressKey(req.ip)]];
      await takeAll(taking, TOO_MANY_TRIES);
      return { accepted: () => giveAllBack(taking) };
    },
    async takeResetRequest(address, account) {
      await takeAll(
        [
          [resetsPerAddress, addressKey(address)],
          [resetsPerAccount, account],
        ],
        TOO_MANY_RESETS,
      );
    },
  };
}
