import type { RequestHandler } from "express";
import type { Database } from "./db/client";
import type { ApiEvents } from "./events";
import type { IdempotencyStore } from "./http/idempotency";
import type { RateLimiters } from "./http/rate-limits";
import type { BlogListCache } from "./services/blog-list-cache";

/** What every route module needs, built once by createApi. */
export interface ApiContext {
  db: Database;
  events: ApiEvents;
  limiters: RateLimiters;
  /** Rate-limits failed attempts, then checks the bearer token. */
  admin: RequestHandler[];
  idempotency: IdempotencyStore;
  blogList: BlogListCache;
}
