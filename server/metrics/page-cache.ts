import { Counter, type Registry } from "prom-client";
import type { PageCache } from "../page-cache/page-cache";

/** Page views the page cache answered from memory (hit) or rendered for it (miss). */
export function registerPageCacheMetrics(registry: Registry, cache: Pick<PageCache, "lookups">): void {
  new Counter({
    name: "agency_page_cache_lookups_total",
    help: "Cacheable page requests answered from the page cache (hit) or rendered (miss)",
    labelNames: ["result"],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: "hit" }, cache.lookups.hit);
      this.inc({ result: "miss" }, cache.lookups.miss);
    },
  });
}
