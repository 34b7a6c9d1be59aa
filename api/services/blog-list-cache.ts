import type { Database } from "../db/client";
import type { ApiEvents } from "../events";
import { listBlogs } from "./blogs";

/**
 * GET /api/blogs is read on nearly every page of the site and returns every post, so its JSON
 * is built once and shared. Writes drop it at once: this instance's, and with Redis those of
 * other instances on the same database (relayed by realtime.ts); without Redis, another
 * instance's writes show within `maxAgeMs`.
 */
export class BlogListCache {
  private body: string | null = null;
  private builtAt = 0;
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
    if (this.body !== null && Date.now() - this.builtAt < this.maxAgeMs) return this.body;
    if (this.pending) return this.pending;
    const generation = this.generation;
    const build = listBlogs(this.db).then((blogs) => {
      const body = JSON.stringify(blogs);
      // A write that landed while the query ran makes this result stale: hand it out, keep nothing.
      if (generation === this.generation) {
        this.body = body;
        this.builtAt = Date.now();
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
