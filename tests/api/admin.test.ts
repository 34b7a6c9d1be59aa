import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type TestServer, adminHeaders, json, startTestServer } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const publish = (body: unknown, headers: Record<string, string> = adminHeaders) =>
  t.call("/blogs", { method: "POST", json: body, headers });

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: "Hiring Our First Android Team in Indore",
  content: "<h2>Why Indore</h2><p>Talent, <strong>cost</strong> and quality of life.</p>",
  cover_image: "/images/blog/web-app-pwa-or-native-app.svg",
  alt_tag: "A phone",
  author_name: "Aarav Mehta",
  author_email: "aarav.mehta@agency.example",
  tags: ["Mobile Apps", "Careers"],
  ...overrides,
});

describe("admin authentication", () => {
  it("answers 401 without a token, with a wrong one, or a malformed header", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { Authorization: "Bearer wrong-token" },
      { Authorization: `Bearer ${ADMIN_TOKEN}x` },
      { Authorization: ADMIN_TOKEN },
      { Authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString("base64")}` },
    ];
    for (const headers of attempts) {
      for (const path of ["/enquiries", "/applications", "/applications/1/resume"]) {
        const response = await t.call(path, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
        expect((await json(response)).message).toEqual(expect.any(String));
      }
      expect((await publish(newPost(), headers)).status).toBe(401);
      expect((await t.call("/blogs/1", { method: "PUT", json: { title: "x" }, headers })).status).toBe(401);
    }
    const blogs = await json<Array<{ slug: string }>>(await t.call("/blogs"));
    expect(blogs.some((blog) => blog.slug === "hiring-our-first-android-team-in-indore")).toBe(false);
  });

  it("keeps admin answers out of shared caches", async () => {
    const response = await t.call("/enquiries", { headers: adminHeaders });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("switches admin calls off entirely when ADMIN_TOKEN is unset", async () => {
    const closed = await startTestServer({ adminToken: undefined, seed: false });
    try {
      const attempts: Array<Record<string, string>> = [
        {},
        adminHeaders,
        { Authorization: "Bearer " },
        { Authorization: "Bearer undefined" },
      ];
      for (const headers of attempts) {
        const response = await closed.call("/enquiries", { headers });
        expect(response.status).toBe(401);
        expect((await json(response)).message).toMatch(/ADMIN_TOKEN/);
      }
      const post = await closed.call("/blogs", { method: "POST", json: newPost(), headers: adminHeaders });
      expect(post.status).toBe(401);
      expect(await json(await closed.call("/blogs"))).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});

describe("POST /api/blogs", () => {
  it("publishes a post, deriving the slug from the title", async () => {
    const response = await publish(newPost());
    expect(response.status).toBe(201);
    const blog = await json(response);
    expect(blog).toEqual({
      id: expect.any(Number),
      slug: "hiring-our-first-android-team-in-indore",
      title: "Hiring Our First Android Team in Indore",
      content: "<h2>Why Indore</h2><p>Talent, <strong>cost</strong> and quality of life.</p>",
      excerpt: null,
      cover_image: "/images/blog/web-app-pwa-or-native-app.svg",
      alt_tag: "A phone",
      author_info: { name: "Aarav Mehta" },
      tags: ["Mobile Apps", "Careers"],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      likes_count: 0,
      comments_count: 0,
      is_published: true,
    });
    const list = await json<Array<{ id: number }>>(await t.call("/blogs"));
    expect(list[0].id).toBe(blog.id);
    expect(await json(await t.call(`/blogs/slug/${blog.slug}`))).toEqual(blog);
  });

  it("answers 409 for a slug that exists", async () => {
    const response = await publish(newPost({ slug: "brand-building-from-zero" }));
    expect(response.status).toBe(409);
    expect((await json(response)).message).toMatch(/brand-building-from-zero/);
  });

  it("sanitizes the article HTML but keeps normal article markup", async () => {
    const content = [
      "<h2>Title</h2><p onclick=\"steal()\">Text <a href=\"javascript:alert(1)\">bad</a>",
      " <a href=\"https://example.com\" target=\"_blank\">good</a></p>",
      "<script>alert(1)</script><iframe src=\"https://evil.example\"></iframe>",
      "<ul><li>one</li></ul><blockquote>q</blockquote><pre><code class=\"language-ts\">x</code></pre>",
      "<img src=\"/images/blog/x.svg\" alt=\"x\" onerror=\"boom()\"><table><tr><td>1</td></tr></table>",
    ].join("");
    const blog = await json(await publish(newPost({ slug: "sanitized-post", content })));
    expect(blog.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(blog.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    for (const tag of ["<h2>", "<ul>", "<blockquote>", '<code class="language-ts">', "<img", "<table>"]) {
      expect(blog.content).toContain(tag);
    }
  });

  it("publishes drafts when asked and defaults the author", async () => {
    const blog = await json(
      await publish({ title: "Draft: Notes on Q1", content: "<p>Soon.</p>", is_published: false }),
    );
    expect(blog).toMatchObject({
      slug: "draft-notes-on-q1",
      is_published: false,
      author_info: { name: "Editorial Team" },
      tags: [],
      cover_image: null,
    });
  });

  it("rejects bad posts with 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ title: undefined }, "title is required"],
      [{ title: 7 }, "title must be a string"],
      [{ content: "" }, "content must not be empty"],
      [{ content: "<script>alert(1)</script>" }, /^content has no allowed/],
      [{ slug: "Not A Slug!" }, /^slug must be lowercase letters/],
      [{ tags: "SEO" }, "tags must be an array"],
      [{ tags: ["ok", 5] }, "tags[1] must be a string"],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, "tags must have at most 10 items"],
      [{ cover_image: "javascript:alert(1)" }, /^cover_image must be a site path/],
      [{ author_email: "nope" }, "author_email must be a valid email address"],
      [{ is_published: "yes" }, "is_published must be a boolean"],
      [{ title: "!!!", slug: undefined }, "slug is required when the title has no letters or digits"],
    ];
    for (const [overrides, message] of cases) {
      const response = await publish(newPost({ slug: "bad-post", ...overrides }));
      expect(response.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect((await json(response)).message).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    }
    expect((await t.call("/blogs/slug/bad-post")).status).toBe(404);
  });
});

describe("PUT /api/blogs/:id", () => {
  it("updates only the given fields and bumps updated_at", async () => {
    const created = await json(await publish(newPost({ slug: "to-update", title: "Before" })));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.call(`/blogs/${created.id}`, {
      method: "PUT",
      json: { title: "After", tags: ["SEO"], is_published: false },
      headers: adminHeaders,
    });
    expect(response.status).toBe(200);
    const updated = await json(response);
    expect(updated).toMatchObject({
      id: created.id,
      slug: "to-update",
      title: "After",
      tags: ["SEO"],
      is_published: false,
      content: created.content,
      created_at: created.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  });

  it("answers 404 for an unknown id, 409 for a taken slug, 400 for nothing to change", async () => {
    const created = await json(await publish(newPost({ slug: "put-errors" })));
    const unknown = await t.call("/blogs/999999", { method: "PUT", json: { title: "x" }, headers: adminHeaders });
    expect(unknown.status).toBe(404);
    const taken = await t.call(`/blogs/${created.id}`, {
      method: "PUT",
      json: { slug: "brand-building-from-zero" },
      headers: adminHeaders,
    });
    expect(taken.status).toBe(409);
    const empty = await t.call(`/blogs/${created.id}`, { method: "PUT", json: {}, headers: adminHeaders });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe("Request body must change at least one field");
    const badId = await t.call("/blogs/abc", { method: "PUT", json: { title: "x" }, headers: adminHeaders });
    expect(badId.status).toBe(404);
  });
});

describe("npm run blog:publish", () => {
  const run = async (env: Record<string, string | undefined>, file = "api/cli/example-post.md") => {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/cli.ts", "blog:publish", file],
        { env: { ...process.env, ADMIN_TOKEN: undefined, API_BASE_URL: `${t.baseUrl}/api`, ...env } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it("publishes the example Markdown post, then updates it on a second run", async () => {
    const first = await run({ ADMIN_TOKEN });
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Created "Five Questions to Ask Before You Redesign Your Website" \(id \d+\), published/);

    const blog = await json(await t.call("/blogs/slug/five-questions-before-a-website-redesign"));
    expect(blog).toMatchObject({
      title: "Five Questions to Ask Before You Redesign Your Website",
      tags: ["Web Development", "Branding"],
      cover_image: "/images/blog/core-web-vitals-for-business-owners.svg",
      author_info: { name: "Aarav Mehta" },
      is_published: true,
    });
    expect(blog.content).toContain('<h2 id="article-1-what-should-the-website-achieve">1. What should the website achieve?</h2>');

    const second = await run({ ADMIN_TOKEN });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(new RegExp(`^Updated .* \\(id ${blog.id}\\)`));
  });

  it("keeps a post marked published: false a draft, invisible to visitors", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "post-")), "draft.md");
    await writeFile(file, '---\ntitle: "A Draft From the Command"\npublished: false\n---\nNot yet.\n');
    const result = await run({ ADMIN_TOKEN }, file);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created "A Draft From the Command" \(id \d+\), saved as a draft/);
    expect((await t.call("/blogs/slug/a-draft-from-the-command")).status).toBe(404);
  });

  it("reaches the built-in API at SITE_URL without API_BASE_URL, as the other host commands do", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "post-")), "site-url.md");
    await writeFile(file, '---\ntitle: "Published Through SITE_URL"\n---\nFound the site.\n');
    const result = await run({ ADMIN_TOKEN, API_BASE_URL: undefined, SITE_URL: t.baseUrl, PORT: undefined }, file);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Created "Published Through SITE_URL" \(id \d+\), published/);
    expect((await t.call("/blogs/slug/published-through-site-url")).status).toBe(200);
  });

  it("explains a missing or refused token and a missing file", async () => {
    const missing = await run({});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/ADMIN_TOKEN is not set/);
    const refused = await run({ ADMIN_TOKEN: "wrong" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refused the admin token/);
    const noFile = await run({ ADMIN_TOKEN }, "does-not-exist.md");
    expect(noFile.code).toBe(1);
    expect(noFile.stderr).toMatch(/Cannot read does-not-exist.md/);
  });
});
