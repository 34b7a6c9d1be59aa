import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetPostIndex } from "~/lib/blog/blog-index.server";
import { loader } from "~/routes/blog.rss[.]xml";
import { apiBlog } from "../mocks/blogs";
import { API, upstream } from "../mocks/server";

beforeEach(() => resetPostIndex());

describe("blog RSS feed", () => {
  it("lists published posts with absolute links and escapes their text", async () => {
    upstream.use(
      http.get(`${API}/blogs`, () =>
        HttpResponse.json([
          apiBlog(1, { title: "Growth & <Scale>", slug: "growth-scale" }),
          apiBlog(2, { slug: "hidden-draft", is_published: false }),
        ]),
      ),
    );
    const response = await loader();
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain("<link>https://www.example.test/blog/growth-scale</link>");
    // Titles travel as CDATA, so markup in them cannot break the feed.
    expect(xml).toContain("<title><![CDATA[Growth & <Scale>]]></title>");
    expect(xml).not.toContain("hidden-draft");
  });

  it("answers 503 rather than an empty feed when the API is down", async () => {
    upstream.use(http.get(`${API}/blogs`, () => HttpResponse.error()));
    const response = await loader();
    expect(response.status).toBe(503);
  });
});
