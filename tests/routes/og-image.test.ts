import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as postImage } from "~/routes/og.blog.$image";
import { loader as siteImage } from "~/routes/og.site[.png]";
import { apiBlog } from "../mocks/api/blogs";
import { API, upstream } from "../mocks/server";

const SITE = "https://www.example.test";
const context = { cspNonce: "", clientIp: "203.0.113.9" };

function askPost(image: string, query = "", headers: HeadersInit = {}) {
  const request = new Request(`${SITE}/og/blog/${image}${query}`, { headers });
  return postImage({ request, params: { image }, context });
}

function servePost(overrides: Record<string, unknown> = {}) {
  upstream.use(
    http.get(`${API}/blogs/slug/:slug`, ({ params }) => {
      if (params.slug !== "growth-post") return HttpResponse.json({ message: "Not found" }, { status: 404 });
      return HttpResponse.json(apiBlog(7, { slug: "growth-post", title: "Growing in Indore", ...overrides }));
    })
  );
}

async function pngSize(response: Response) {
  const png = Buffer.from(await response.arrayBuffer());
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("share images", () => {
  it("serves a post's own 1200×630 PNG, cached as immutable on its versioned URL, with an ETag", async () => {
    servePost({ updated_at: "2026-11-20T10:00:00.000Z" });
    const version = `?v=${Date.parse("2026-11-20T10:00:00.000Z")}`;
    const response = await askPost("growth-post.png", version);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await pngSize(response)).toEqual({ width: 1200, height: 630 });
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);

    const again = await askPost("growth-post.png", version, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
  });

  it("draws a new image after the post is published again, under a new ETag", async () => {
    servePost({ updated_at: "2026-11-21T10:00:00.000Z" });
    const first = await askPost("growth-post.png");
    servePost({ updated_at: "2026-11-22T10:00:00.000Z", title: "Growing in Indore, revised" });
    const second = await askPost("growth-post.png");
    expect(second.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    // An old or missing version may point at another image soon: cached briefly only.
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("answers 404 for a post that does not exist, and for a name that is not a PNG", async () => {
    servePost();
    expect((await askPost("no-such-post.png")).status).toBe(404);
    expect((await askPost("growth-post.jpg")).status).toBe(404);
  });

  it("answers 404 for a draft", async () => {
    servePost({ is_published: false });
    expect((await askPost("growth-post.png")).status).toBe(404);
  });

  it("answers 503 when the API is down", async () => {
    upstream.use(http.get(`${API}/blogs/slug/:slug`, () => HttpResponse.error()));
    const response = await askPost("growth-post.png");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
  });

  it("serves the site image for every other page", async () => {
    const response = await siteImage({ request: new Request(`${SITE}/og/site.png?v=1`), params: {}, context });
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(await pngSize(response)).toEqual({ width: 1200, height: 630 });
  });
});
