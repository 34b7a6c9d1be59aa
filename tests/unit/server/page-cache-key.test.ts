import { describe, expect, it } from "vitest";
import { pageKey } from "../../../server/page-cache/cache-key";
import { PageCache } from "../../../server/page-cache/page-cache";

const key = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return pageKey(parsed.pathname, parsed.searchParams);
};

const shared = (body: string) =>
  new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" },
  });

describe("page cache key", () => {
  it("ignores query parameters a page does not read", () => {
    expect(key("/?x=12345")).toEqual({ url: "/", isQueryVariant: false });
    expect(key("/about?fbclid=abc&x=1").url).toBe("/about");
    expect(key("/blog/a-post?x=1&delete=7").url).toBe("/blog/a-post");
    expect(key("/blog?x=1").url).toBe("/blog");
  });

  it("keeps the blog's q, tag, sort and page, in one canonical form", () => {
    expect(key("/blog?page=2&x=1&tag=Design&q=%20seo%20&sort=title")).toEqual({
      url: "/blog?q=seo&tag=Design&sort=title&page=2",
      isQueryVariant: true,
    });
    // Defaults and values the page reads as defaults are the plain list.
    expect(key("/blog?page=1&sort=newest&page=abc").url).toBe("/blog");
    expect(key("/blog.data?tag=Design&_routes=routes%2Fblog._index").url).toBe(
      "/blog.data?tag=Design&_routes=routes%2Fblog._index",
    );
  });

  it("keeps the search's q, cut as the route cuts it", () => {
    expect(key(`/search.json?q=${"a".repeat(150)}&x=1`).url).toBe(`/search.json?q=${"a".repeat(100)}`);
    expect(key("/search.json?x=1").url).toBe("/search.json");
    expect(key("/search?q=seo&x=1")).toEqual({ url: "/search?q=seo", isQueryVariant: true });
    expect(key("/search.data?q=seo").url).toBe("/search.data?q=seo");
  });

  it("keeps the opening that Apply now preselects on the career page", () => {
    expect(key("/career?position=Web+Developer&x=1").url).toBe("/career?position=Web+Developer");
    expect(key("/career?x=1").url).toBe("/career");
  });

  it("keeps the paths and version Remix's route discovery asks its manifest for", () => {
    expect(key("/__manifest?p=%2F&p=%2Fblog%2Fa-post&version=0ccb2476&x=1")).toEqual({
      url: "/__manifest?p=%2F&p=%2Fblog%2Fa-post&version=0ccb2476",
      isQueryVariant: true,
    });
  });

  it("keeps what every page reads: a landing campaign and Remix's own parameters", () => {
    expect(key("/?utm_source=news&x=1").url).toBe("/?utm_source=news");
    expect(key("/_root.data?x=1&_routes=root%2Croutes%2F_index").url).toBe("/_root.data?_routes=root%2Croutes%2F_index");
  });

  it("serves a page asked with a random parameter from the one render of the page", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return shared("<p>home</p>");
    };
    for (const url of ["/", "/?x=1", "/?x=2", "/?y=3&x=4"]) {
      const { url: pageUrl, isQueryVariant } = key(url);
      await cache.getOrRender(pageUrl, render, null, isQueryVariant);
    }
    expect(renders).toBe(1);
  });

  it("never lets many searches push the site's pages out", async () => {
    const cache = new PageCache();
    await cache.getOrRender("/", async () => shared("<p>home</p>"), null);
    const big = "x".repeat(200_000);
    for (let index = 0; index < 100; index += 1) {
      const { url, isQueryVariant } = key(`/blog?q=${index}`);
      await cache.getOrRender(url, async () => shared(`<p>${index}${big}</p>`), null, isQueryVariant);
    }
    expect(cache.get("/")).toBeDefined();
    expect(cache.get("/blog?q=99", true)).toBeDefined();
    expect(cache.get("/blog?q=0", true)).toBeUndefined();
  });
});
