import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, json, startTestServer } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/blogs", () => {
  it("lists the seeded public posts as a plain array, newest first, without the draft", async () => {
    const response = await t.call("/blogs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const blogs = await json<Array<Record<string, unknown>>>(response);
    expect(Array.isArray(blogs)).toBe(true);

    // Three pages of six on the blog list need at least 14 published posts.
    expect(blogs.length).toBeGreaterThanOrEqual(14);
    expect(blogs.every((blog) => blog.is_published === true)).toBe(true);

    const dates = blogs.map((blog) => Date.parse(String(blog.created_at)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("answers every post in the contract's shape", async () => {
    const blogs = await json<Array<Record<string, unknown>>>(await t.call("/blogs"));
    for (const blog of blogs) {
      expect(blog).toEqual({
        id: expect.any(Number),
        slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        title: expect.any(String),
        content: expect.stringContaining("<p>"),
        excerpt: null,
        cover_image: expect.stringMatching(/^\/images\/blog\/[a-z0-9-]+\.svg$/),
        alt_tag: expect.any(String),
        author_info: { name: expect.any(String) },
        tags: expect.any(Array),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        likes_count: 0,
        comments_count: 0,
        is_published: true,
      });
      expect(new Date(String(blog.created_at)).toISOString()).toBe(blog.created_at);
      expect((blog.tags as string[]).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("seeds varied authors and tags, with real articles of 400 words or more", async () => {
    const blogs = await json<Array<{ content: string; tags: string[]; author_info: { name: string } }>>(
      await t.call("/blogs"),
    );
    expect(new Set(blogs.map((blog) => blog.author_info.name)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(blogs.flatMap((blog) => blog.tags)).size).toBeGreaterThanOrEqual(8);
    for (const blog of blogs) {
      const words = blog.content.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(800);
      expect(blog.content).toContain("<h2>");
    }
  });

  it("ships a cover image file for every seeded post", async () => {
    const { existsSync } = await import("node:fs");
    const blogs = await json<Array<{ cover_image: string }>>(await t.call("/blogs"));
    for (const blog of blogs) expect(existsSync(`public${blog.cover_image}`), blog.cover_image).toBe(true);
  });
});

describe("GET /api/blogs/slug/:slug", () => {
  it("returns the single post for a known slug", async () => {
    const [first] = await json<Array<{ slug: string; id: number }>>(await t.call("/blogs"));
    const response = await t.call(`/blogs/slug/${encodeURIComponent(first.slug)}`);
    expect(response.status).toBe(200);
    const blog = await json(response);
    expect(blog.id).toBe(first.id);
    expect(blog.slug).toBe(first.slug);
    expect(blog.author_info.name).toEqual(expect.any(String));
  });

  it("answers 404 with a message for an unknown slug", async () => {
    const response = await t.call("/blogs/slug/no-such-post");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: "Blog not found" });
  });

  it("answers 404, not 500, for absurd slugs", async () => {
    const response = await t.call(`/blogs/slug/${"x".repeat(5000)}`);
    expect(response.status).toBe(404);
    const odd = await t.call(`/blogs/slug/${encodeURIComponent("'; drop table blogs; --")}`);
    expect(odd.status).toBe(404);
    expect((await t.call("/blogs/slug/%00")).status).toBe(404);
  });

  it("answers 400, not 500, for a malformed %-escape in the path", async () => {
    const response = await t.call("/blogs/slug/%E0%A4%A");
    expect(response.status).toBe(400);
    expect((await json(response)).message).toEqual(expect.any(String));
  });
});

describe("GET /api/countries", () => {
  it("lists every country with a dial code, sorted by name and cacheable", async () => {
    const response = await t.call("/countries");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const countries = await json<Array<{ name: string; dial_code: string }>>(response);
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ name: "India", dial_code: "+91" });
    expect(countries).toContainEqual({ name: "United States", dial_code: "+1" });
    for (const country of countries) expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("unknown API paths and health", () => {
  it("answers JSON 404 for a path that is not an endpoint", async () => {
    const response = await t.call("/does-not-exist");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: expect.stringContaining("/api/does-not-exist") });
  });

  it("answers JSON 404 for a known path with the wrong method", async () => {
    const response = await t.call("/countries", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect((await json(response)).message).toEqual(expect.any(String));
  });

  it("reports health when the database answers", async () => {
    const response = await t.call("/health");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: "ok" });
  });
});
