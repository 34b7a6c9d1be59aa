import { describe, expect, it } from "vitest";
import { applyCachePolicy, cacheControl, hasPersonalCookie } from "~/lib/http/cache-control.server";

function policy(init: { method?: string; status?: number; cookie?: string; headers?: Record<string, string> }) {
  const request = new Request("https://site.test/page", {
    method: init.method ?? "GET",
    headers: init.cookie ? { Cookie: init.cookie } : {},
  });
  const headers = new Headers(init.headers);
  applyCachePolicy(request, init.status ?? 200, headers);
  return headers.get("Cache-Control");
}

describe("cache policy for pages and their data", () => {
  it("lets a shared cache keep an anonymous page, and the CDN serve it stale while it refreshes", () => {
    const request = new Request("https://site.test/");
    const headers = new Headers();
    applyCachePolicy(request, 200, headers);
    expect(headers.get("Cache-Control")).toBe(cacheControl.shared);
    expect(cacheControl.shared).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    // Browsers honour stale-while-revalidate too, so only the CDN's own header carries it.
    expect(cacheControl.shared).not.toContain("stale-while-revalidate");
    expect(headers.get("CDN-Cache-Control")).toMatch(/stale-while-revalidate=\d+/);
  });

  it("keeps a draft preview's address private and out of search, whatever the page's route said", () => {
    const headers = new Headers({ "Cache-Control": "private, max-age=0, must-revalidate" });
    applyCachePolicy(new Request("https://site.test/blog/a-post?preview=draft"), 200, headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("CDN-Cache-Control")).toBeNull();
  });

  it("gives the CDN no licence for personal answers", () => {
    const request = new Request("https://site.test/");
    const headers = new Headers({ "Set-Cookie": "a=b" });
    applyCachePolicy(request, 200, headers);
    expect(headers.get("CDN-Cache-Control")).toBeNull();
  });

  it("keeps a response that sets a cookie out of shared caches", () => {
    expect(policy({ headers: { "Set-Cookie": "__session=abc; Path=/" } })).toBe(cacheControl.personal);
    expect(policy({ headers: { "Set-Cookie": "a=b", "Cache-Control": "public, s-maxage=60" } })).toBe(cacheControl.personal);
  });

  it("never stores answers to posts or failures", () => {
    expect(policy({ method: "POST" })).toBe("no-store");
    expect(policy({ status: 500 })).toBe("no-store");
    expect(policy({ status: 400 })).toBe("no-store");
  });

  it("keeps a missing page only briefly", () => {
    expect(policy({ status: 404 })).toBe(cacheControl.missing);
  });

  it("leaves what a route said, unless the response is personal", () => {
    expect(policy({ headers: { "Cache-Control": cacheControl.personal } })).toBe(cacheControl.personal);
    expect(policy({ headers: { "Cache-Control": "public, max-age=600" } })).toBe("public, max-age=600");
  });

  it("knows the cookies that make the post page a visitor's own, and no others", () => {
    const withCookie = (cookie: string) => new Request("https://site.test/", { headers: { Cookie: cookie } });
    expect(hasPersonalCookie(withCookie("XSRF-TOKEN=1; visitor_id=abc"))).toBe(true);
    expect(hasPersonalCookie(withCookie("comment_owner=abc"))).toBe(true);
    expect(hasPersonalCookie(withCookie("XSRF-TOKEN=1; my_visitor_id=abc"))).toBe(false);
    expect(hasPersonalCookie(new Request("https://site.test/"))).toBe(false);
  });
});
