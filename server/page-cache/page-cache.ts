import { LRUCache } from "lru-cache";
import { type CachedPage, isShareable, toCachedPage } from "./cached-page";

export { type CachedPage, hashedPolicy } from "./cached-page";

/** How long a rendered page is served from memory; a publish or a post on this server clears it sooner. */
const PAGE_TTL_MS = 60_000;
/** Memory the cache may hold (bodies as sent, all encodings), least recently used pages dropped first. */
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * Searches, tags and pages of results are countless: they get a small share of their own, so
 * however many are asked for they never push the site's pages out.
 */
const QUERY_VARIANTS_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Home (its latest articles), the blog, the search, and the sitemap and feed that list posts,
 * with their data; and Career and About, which show the API's openings and case studies.
 */
const SHOWS_POSTS = /^\/(?:$|\?|_root\.data|home|blog|search\.json|sitemap\.xml|career|about)/;

/** One request's render, handed to the cache; what may not be stored comes back on it. */
interface RenderJob {
  render: () => Promise<Response>;
  csp: string | null;
  /** A personal answer, or a page rendered before a clearing: for this request only. */
  unstored?: CachedPage | Response;
}

/**
 * Renders of anonymous pages, kept in memory and sent precompressed: the same page for every
 * visitor (the cache policy says so) need not be rendered for each of them. lru-cache keeps
 * them (size, age) and lets concurrent requests share one render; what is stored is decided here.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage, RenderJob>;
  private readonly queryVariants: LRUCache<string, CachedPage, RenderJob>;
  /** Bumped by every clearing: a render that began before it is not stored after it. */
  private generation = 0;
  /** What lru-cache rejects a shared render with when a clearing cut it off (not a render's own error). */
  private readonly abortReasons = new WeakSet<object>();
  /** Pages sent from memory, and renders made for the cache; read by the metrics. */
  readonly lookups = { hit: 0, miss: 0 };

  constructor(ttlMs = PAGE_TTL_MS) {
    const store = (maxSize: number) =>
      new LRUCache<string, CachedPage, RenderJob>({
        ttl: ttlMs,
        maxSize,
        sizeCalculation: (page) => page.size,
        // A clearing must not fail the requests waiting on a render: the render runs to its end
        // and getOrRender below decides what each of them is sent.
        ignoreFetchAbort: true,
        fetchMethod: (_key, _stale, { context, signal }) => {
          signal.addEventListener("abort", () => this.abortReasons.add(signal.reason), { once: true });
          return this.renderForCache(context);
        },
      });
    this.pages = store(MAX_BYTES);
    this.queryVariants = store(QUERY_VARIANTS_MAX_BYTES);
  }

  get(key: string, isQueryVariant = false): CachedPage | undefined {
    const page = this.storeFor(isQueryVariant).get(key);
    // A miss here is counted by getOrRender, which the request goes on to.
    if (page) this.lookups.hit += 1;
    return page;
  }

  /**
   * The cached page, or one render shared by every request that asks for it meanwhile. A
   * response that may not be shared is handed back as it is, to the request that made it;
   * the others waiting on it render their own.
   */
  async getOrRender(
    key: string,
    render: () => Promise<Response>,
    csp: string | null,
    isQueryVariant = false,
  ): Promise<CachedPage | Response> {
    const job: RenderJob = { render, csp };
    const status: LRUCache.Status<string, CachedPage, RenderJob> = {};
    let page: CachedPage | undefined;
    try {
      page = await this.storeFor(isQueryVariant).fetch(key, { context: job, status });
    } catch (error) {
      if (!(error instanceof Object && this.abortReasons.has(error))) throw error;
      // Cleared while rendering: the request that rendered sends its render; the others render their own.
    }
    // Waiting on another request's render is a hit: this one rendered nothing.
    if (status.fetch === "hit" || status.fetch === "inflight") this.lookups.hit += 1;
    else this.lookups.miss += 1;
    return page ?? job.unstored ?? render();
  }

  /** Forgets the pages that show posts, likes or comments: something changed on the blog. */
  clearBlogPages(): void {
    this.generation += 1;
    for (const store of [this.pages, this.queryVariants]) {
      for (const key of [...store.keys()]) if (SHOWS_POSTS.test(key)) store.delete(key);
    }
  }

  /** Forgets every page: published site content (company facts, services, …) shows on all of them. */
  clearAll(): void {
    this.generation += 1;
    this.pages.clear();
    this.queryVariants.clear();
  }

  private storeFor(isQueryVariant: boolean) {
    return isQueryVariant ? this.queryVariants : this.pages;
  }

  private async renderForCache(job: RenderJob): Promise<CachedPage | undefined> {
    const generation = this.generation;
    const response = await job.render();
    if (!isShareable(response)) {
      job.unstored = response;
      return undefined;
    }
    const page = await toCachedPage(response, job.csp);
    if (generation === this.generation) return page;
    job.unstored = page;
    return undefined;
  }
}
