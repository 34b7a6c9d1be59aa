import type { Database } from "../db/client";
import type { ApiEvents } from "../events";
import { listPublicBlogs, nextPublishAt } from "./blogs";

/**
 * GET /api/blogs is read on nearly every page of the site and returns every public post, so its
 * JSON is built once and shared. Writes drop it at once: this instance's, and with Redis those of
 * other instances on the same database (relayed by realtime.ts); without Redis, another
 * instance's writes show within `maxAgeMs`. A list is never kept past the next scheduled
 * post's time, so it cannot be served without a post that is already due.
 */
export class BlogListCache {
  private body: string | null = null;
  private expiresAt = 0;
  private pending: Promise<string> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Database,
    events: ApiEvents,
    private readonly maxAgeMs = 1_000,
  ) {
    events.onAny(() => this.invalidate());
  }

  invalidate(): void {
    this.generation += 1;
    this.body = null;
    this.pending = null;
  }

  /** The list as JSON text; concurrent misses share one database query. */
  async json(): Promise<string> {
    if (this.body !== null && Date.now() < this.expiresAt) return this.body;
    if (this.pending) return this.pending;
    const generation = this.generation;
    const startedAt = Date.now();
    const build = Promise.all([listPublicBlogs(this.db), nextPublishAt(this.db)]).then(([blogs, next]) => {
      const body = JSON.stringify(blogs);
      // A write that landed while the query ran makes this result stale: hand it out, keep nothing.
      if (generation === this.generation) {
        this.body = body;
        this.expiresAt = Math.min(startedAt + this.maxAgeMs, next ? next.getTime() : Infinity);
      }
      return body;
    });
    this.pending = build;
    try {
      return await build;
    } finally {
      if (this.pending === build) this.pending = null;
    }
  }
}
