import { describe, expect, it } from "vitest";
import { hashedPolicy, PageCache } from "../../server/page-cache/page-cache";

const shared = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300", ...init.headers },
  });

describe("page cache", () => {
  it("renders a page once for requests that arrive together, and serves it from memory after", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return shared("<p>hello</p>");
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.getOrRender("/", render, null)));
    await cache.getOrRender("/", render, null);
    expect(renders).toBe(1);
    for (const result of results) expect(result).not.toBeInstanceOf(Response);
  });

  it("never stores what a shared cache may not keep", async () => {
    const cache = new PageCache();
    let renders = 0;
    const personal = async () => {
      renders += 1;
      return new Response("mine", { headers: { "Cache-Control": "private, no-cache" } });
    };
    const withCookie = async () => {
      renders += 1;
      return shared("<p>x</p>", { headers: { "Set-Cookie": "a=b" } });
    };
    expect(await cache.getOrRender("/a", personal, null)).toBeInstanceOf(Response);
    expect(await cache.getOrRender("/a", personal, null)).toBeInstanceOf(Response);
    expect(await cache.getOrRender("/b", withCookie, null)).toBeInstanceOf(Response);
    expect(await cache.getOrRender("/c", async () => shared("oops", { status: 500 }), null)).toBeInstanceOf(Response);
    expect(renders).toBe(3);
  });

  it("keeps the body as sent, gzip and brotli, and forgets Home when the blog changes", async () => {
    const cache = new PageCache();
    const page = await cache.getOrRender("/", async () => shared("<p>hello</p>"), null);
    if (page instanceof Response) throw new Error("not stored");
    expect(page.body.identity.toString()).toBe("<p>hello</p>");
    expect(page.body.gzip.byteLength).toBeGreaterThan(0);
    expect(page.body.br.byteLength).toBeGreaterThan(0);
    expect(cache.get("/")).toBe(page);
    cache.clearBlogPages();
    expect(cache.get("/")).toBeUndefined();
  });

  it("forgets only the pages that show posts, openings or case studies when the API's content changes", async () => {
    const cache = new PageCache();
    const cleared = ["/", "/?utm_source=x", "/home", "/_root.data", "/blog", "/blog/a-post", "/sitemap.xml", "/career", "/career.data", "/about"];
    for (const key of [...cleared, "/contact", "/team"]) {
      await cache.getOrRender(key, async () => shared(`<p>${key}</p>`), null);
    }
    cache.clearBlogPages();
    for (const key of cleared) {
      expect(cache.get(key), key).toBeUndefined();
    }
    expect(cache.get("/team")).toBeDefined();
    expect(cache.get("/contact")).toBeDefined();
  });

  it("does not store a render that began before the blog changed", async () => {
    const cache = new PageCache();
    let release!: () => void;
    const slow = cache.getOrRender(
      "/blog",
      () => new Promise<Response>((resolve) => (release = () => resolve(shared("<p>old list</p>")))),
      null,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.clearBlogPages();
    release();
    await slow;
    expect(cache.get("/blog")).toBeUndefined();
  });

  it("answers every request waiting on a render when the cache is cleared under it", async () => {
    for (const clear of ["clearAll", "clearBlogPages"] as const) {
      const cache = new PageCache();
      let renders = 0;
      let release!: () => void;
      const render = () => {
        renders += 1;
        return renders === 1
          ? new Promise<Response>((resolve) => (release = () => resolve(shared("<p>first</p>"))))
          : Promise.resolve(shared("<p>again</p>"));
      };
      const waiting = Promise.allSettled(Array.from({ length: 3 }, () => cache.getOrRender("/blog", render, null)));
      await new Promise((resolve) => setTimeout(resolve, 0));
      cache[clear]();
      release();
      const results = await waiting;
      expect(results.map((result) => result.status), clear).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      expect(cache.get("/blog"), clear).toBeUndefined();
    }
  });

  it("expires pages after their time", async () => {
    const cache = new PageCache(10);
    await cache.getOrRender("/", async () => shared("<p>a</p>"), null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.get("/")).toBeUndefined();
  });

  it("allows a cached page's inline scripts by hash instead of the nonce it was rendered with", () => {
    const html = '<script nonce="abc">window.a = 1</script><script type="module" src="/assets/x.js"></script>';
    const policy = hashedPolicy("default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'", html);
    // sha256 of "window.a = 1"
    expect(policy).toBe(
      "default-src 'self';script-src 'self' 'sha256-Aif1QuaDxF56ZK3+IyoelKcjrWC+BWl5ZGfcO1AMmA4=';object-src 'none'",
    );
  });
});
