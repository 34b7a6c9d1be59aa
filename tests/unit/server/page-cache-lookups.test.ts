import { describe, expect, it } from "vitest";
import { PageCache } from "../../../server/page-cache/page-cache";

const page = () =>
  new Response("<p>hello</p>", { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" } });

describe("the page cache's lookups, as the metrics read them", () => {
  it("counts one miss per render, and a hit for each request served from memory or from another's render", async () => {
    const cache = new PageCache();
    const render = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page();
    };
    // Three at once: one renders, two wait on it.
    await Promise.all([cache.getOrRender("/", render, null), cache.getOrRender("/", render, null), cache.getOrRender("/", render, null)]);
    expect(cache.lookups).toEqual({ hit: 2, miss: 1 });
    expect(cache.get("/")).toBeDefined();
    await cache.getOrRender("/", render, null);
    expect(cache.lookups).toEqual({ hit: 4, miss: 1 });
    // A miss on the fast path is counted where the request goes next (getOrRender), not twice.
    expect(cache.get("/about")).toBeUndefined();
    await cache.getOrRender("/about", render, null);
    expect(cache.lookups).toEqual({ hit: 4, miss: 2 });
  });
});
