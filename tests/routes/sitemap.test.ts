import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/sitemap[.]xml";
import { apiBlog, blogs, type ApiBlog } from "../mocks/api/blogs";

const post = (id: number, overrides: Partial<ApiBlog>) =>
  apiBlog(id, { created_at: "2026-05-01T10:00:00Z", updated_at: "2026-05-02T10:00:00Z", ...overrides });

describe("sitemap.xml", () => {
  it("lists pages, services and published posts only", async () => {
    blogs.list([post(1, { slug: "launch-fast" }), post(2, { slug: "secret-draft", is_published: false })]);
    const response = await loader();
    const xml = await response.text();
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(xml).toContain("<loc>https://www.example.test/</loc>");
    expect(xml).toContain("<loc>https://www.example.test/about</loc>");
    expect(xml).toContain("<loc>https://www.example.test/services/social-pr</loc>");
    expect(xml).toContain("<loc>https://www.example.test/blog/launch-fast</loc>");
    expect(xml).toContain("<lastmod>2026-05-02</lastmod>");
    expect(xml).not.toContain("secret-draft");
  });

  it("still lists every page when the API is down", async () => {
    blogs.list(HttpResponse.error());
    const xml = await (await loader()).text();
    expect(xml).toContain("<loc>https://www.example.test/career</loc>");
    expect(xml).not.toContain("/blog/");
  });
});
