import crypto from "node:crypto";
import type { RedisClient } from "../../app/lib/redis.server";
import { endOfIstDay } from "./ist-day";

/**
 * Tells a visitor seen today from a new one, as Plausible does: a hash of a random salt of the
 * day, the site, the address and the user agent. The salt and the hashes live only for the day
 * (in memory, or in Redis with the day's end as their expiry) and are never written anywhere else.
 */
export interface VisitorBook {
  /** True the first time this visitor is seen on `day`. */
  firstToday(day: string, site: string, address: string, userAgent: string): boolean | Promise<boolean>;
}

// One-shot hashing of one string: a third of the cost of a Hash object fed piece by piece.
const hashOf = (salt: string, site: string, address: string, userAgent: string) =>
  crypto.hash("sha256", `${salt}\0${site}\0${address}\0${userAgent}`, "base64url").slice(0, 22);

/** One process: the day's salt and the hashes seen, both dropped when the day changes. */
export class MemoryVisitorBook implements VisitorBook {
  private day = "";
  private salt = "";
  private seen = new Set<string>();

  constructor(private readonly maxVisitors = 500_000) {}

  firstToday(day: string, site: string, address: string, userAgent: string): boolean {
    if (day !== this.day) this.rollOver(day);
    const hash = hashOf(this.salt, site, address, userAgent);
    if (this.seen.has(hash)) return false;
    // Past the budget a visitor counts again rather than the set growing without bound.
    if (this.seen.size < this.maxVisitors) this.seen.add(hash);
    return true;
  }

  /** What is held now, for tests: the day and how many hashes (never the hashes themselves). */
  held(): { day: string; visitors: number } {
    return { day: this.day, visitors: this.seen.size };
  }

  private rollOver(day: string) {
    this.day = day;
    this.salt = crypto.randomBytes(32).toString("base64url");
    this.seen = new Set();
  }
}

/**
 * Several instances: the day's salt and set of hashes in Redis, each expiring when the day ends,
 * so a visitor served by two instances counts once. Without an answer from Redis the visitor
 * counts as new (a few extra rather than none). A hash this instance has once put in the day's
 * set stays there all day, so a returning visitor is answered from memory: a page view then costs
 * no round trip to Redis, which at a cached page's rate would cost more than serving the page.
 */
export class RedisVisitorBook implements VisitorBook {
  private salts = new Map<string, Promise<string>>();
  /** The day's salt once Redis has given it, and the hashes this instance knows are in the day's set. */
  private known = { day: "", salt: "", hashes: new Set<string>() };

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = "visits",
    private readonly maxKnown = 500_000,
  ) {}

  firstToday(day: string, site: string, address: string, userAgent: string): boolean | Promise<boolean> {
    if (this.known.day === day && this.known.hashes.has(hashOf(this.known.salt, site, address, userAgent))) return false;
    return this.askRedis(day, site, address, userAgent);
  }

  private async askRedis(day: string, site: string, address: string, userAgent: string): Promise<boolean> {
    try {
      const salt = await this.saltOf(day);
      const key = `${this.prefix}:seen:${day}`;
      const hash = hashOf(salt, site, address, userAgent);
      const added = await this.redis.sAdd(key, hash);
      if (added) await this.redis.expireAt(key, endOfIstDay(day));
      this.remember(day, salt, hash);
      return added === 1;
    } catch {
      return true;
    }
  }

  private remember(day: string, salt: string, hash: string) {
    if (this.known.day !== day) this.known = { day, salt, hashes: new Set() };
    // Past the budget the rest are asked of Redis each time: right, only slower.
    if (this.known.hashes.size < this.maxKnown) this.known.hashes.add(hash);
  }

  private saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = (async () => {
        const key = `${this.prefix}:salt:${day}`;
        await this.redis.set(key, crypto.randomBytes(32).toString("base64url"), { NX: true, EXAT: Math.ceil(endOfIstDay(day).getTime() / 1000) });
        const shared = await this.redis.get(key);
        if (!shared) throw new Error("no salt");
        return shared;
      })();
      salt.catch(() => this.salts.delete(day));
      this.salts.clear();
      this.salts.set(day, salt);
    }
    return salt;
  }
}
