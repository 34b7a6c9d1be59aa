import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { bearer, memberSession } from "./staff-helpers";

let t: TestServer;
let member: Awaited<ReturnType<typeof memberSession>>;

beforeAll(async () => {
  t = await startTestServer();
  member = await memberSession(t, "writer@agency.example");
});

afterAll(async () => {
  await t?.close();
});

const newPost = (fields: Record<string, unknown> = {}) => ({
  title: "Shipping a Design System",
  markdown: "## Why\n\nOne **source** of truth.\n",
  tags: ["Design", "Process"],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}, headers: Record<string, string> = member.headers) {
  const response = await t.call("/staff/posts", { method: "POST", json: newPost(fields), headers });
  expect(response.status).toBe(201);
  return json(response);
}

const publish = (id: number, body: Record<string, unknown> = {}) =>
  t.call(`/staff/posts/${id}/publish`, { method: "POST", json: body, headers: member.headers });

const publicSlugs = async () => (await json<Array<{ slug: string }>>(await t.call("/blogs"))).map((blog) => blog.slug);

describe("staff posts: access", () => {
  const calls: Array<[string, string]> = [
    ["GET", "/staff/posts"],
    ["GET", "/staff/posts/1"],
    ["POST", "/staff/posts"],
    ["PUT", "/staff/posts/1"],
    ["POST", "/staff/posts/1/publish"],
    ["POST", "/staff/posts/1/unpublish"],
    ["DELETE", "/staff/posts/1"],
    ["POST", "/staff/posts/preview"],
    ["GET", "/staff/blogs"],
    ["GET", "/staff/blogs/slug/brand-building-from-zero"],
  ];

  it("answers 401 without a token and with a bad one, for every call", async () => {
    for (const [method, path] of calls) {
      const none = await t.call(path, { method, json: method === "GET" ? undefined : {} });
      expect(none.status, `${method} ${path}`).toBe(401);
      const bad = await t.call(path, { method, json: method === "GET" ? undefined : {}, headers: bearer("not-a-session") });
      expect(bad.status, `${method} ${path}`).toBe(401);
    }
  });

  it("takes a staff member's session and the admin token, and never lets answers be cached", async () => {
    const asMember = await t.call("/staff/posts", { headers: member.headers });
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get("cache-control")).toBe("private, no-store");
    expect((await t.call("/staff/posts", { headers: adminHeaders })).status).toBe(200);
    const blogs = await t.call("/staff/blogs", { headers: adminHeaders });
    expect(blogs.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("staff posts: create, read, change", () => {
  it("creates a draft from Markdown, named after the signed-in member, and reads it back", async () => {
    const post = await create({ excerpt: "  A short summary.  ", alt_tag: "Swatches", cover_image: "/images/blog/x.svg" });
    expect(post).toEqual({
      id: expect.any(Number),
      slug: "shipping-a-design-system",
      title: "Shipping a Design System",
      status: "draft",
      publish_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      author_name: "writer",
      tags: ["Design", "Process"],
      cover_image: "/images/blog/x.svg",
      markdown: "## Why\n\nOne **source** of truth.\n",
      content: '<h2 id="article-why">Why</h2>\n<p>One <strong>source</strong> of truth.</p>',
      excerpt: "A short summary.",
      alt_tag: "Swatches",
      public_url: null,
    });
    expect(await json(await t.call(`/staff/posts/${post.id}`, { headers: member.headers }))).toEqual(post);
  });

  it("renders Markdown with the article policy: no scripts, handlers or javascript: links", async () => {
    const post = await create({
      title: "Unsafe markup",
      markdown: '# Top\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src="https://a.example/i.png" onerror="boom()">',
    });
    expect(post.content).not.toMatch(/script|onerror|javascript:|<h1/);
    // An image from elsewhere would be blocked by the site's CSP: it is dropped, not left broken.
    expect(post.content).not.toContain("<img");
  });

  it("answers 409 with a slug error for a slug another post has", async () => {
    const response = await t.call("/staff/posts", {
      method: "POST",
      json: newPost({ slug: "brand-building-from-zero" }),
      headers: member.headers,
    });
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.message).toMatch(/brand-building-from-zero/);
    expect(body.errors.slug).toEqual([expect.stringMatching(/already exists/)]);
  });

  it("refuses bad input with a 400 naming the field, never a 500", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: "" }, /^title must not be empty/],
      [{ title: undefined }, /^title is required/],
      [{ markdown: "   " }, /^markdown must not be empty/],
      [{ markdown: 5 }, /^markdown must be a string/],
      [{ markdown: "<script>x</script>" }, /^markdown has no text left/],
      [{ slug: "Not A Slug!" }, /^slug must be lowercase/],
      [{ tags: "Design" }, /^tags must be an array/],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, /^tags must have at most 10 items/],
      [{ cover_image: "javascript:alert(1)" }, /^cover_image must be a site path/],
      [{ excerpt: "x".repeat(501) }, /^excerpt must be at most 500 characters/],
      [{ title: "!!!" }, /^slug is required when the title has no letters/],
    ];
    for (const [fields, message] of cases) {
      const response = await t.call("/staff/posts", { method: "POST", json: newPost(fields), headers: member.headers });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await json(response)).message).toMatch(message);
    }
    const notJson = await t.call("/staff/posts", { method: "POST", body: "title=x", headers: { ...member.headers, "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
    const broken = await t.call("/staff/posts", { method: "POST", body: "{", headers: { ...member.headers, "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
  });

  it("answers 404 for an unknown post and for an id that is not one", async () => {
    for (const [method, suffix] of [["GET", ""], ["PUT", ""], ["POST", "/publish"], ["POST", "/unpublish"], ["DELETE", ""]]) {
      const missing = await t.call(`/staff/posts/999999${suffix}`, { method, json: method === "GET" ? undefined : {}, headers: member.headers });
      expect(missing.status, `${method} ${suffix}`).toBe(404);
      const bad = await t.call(`/staff/posts/abc${suffix}`, { method, json: method === "GET" ? undefined : {}, headers: member.headers });
      expect(bad.status, `${method} ${suffix}`).toBe(404);
    }
  });

  it("changes only the fields sent, re-rendering the Markdown", async () => {
    const post = await create({ title: "Change me" });
    const response = await t.call(`/staff/posts/${post.id}`, {
      method: "PUT",
      json: { markdown: "Plain *words*.", excerpt: "", tags: ["One"] },
      headers: member.headers,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      title: "Change me",
      markdown: "Plain *words*.",
      content: "<p>Plain <em>words</em>.</p>",
      excerpt: null,
      tags: ["One"],
    });
    const taken = await t.call(`/staff/posts/${post.id}`, { method: "PUT", json: { slug: "brand-building-from-zero" }, headers: member.headers });
    expect(taken.status).toBe(409);
  });

  it("previews Markdown exactly as a save renders it", async () => {
    const markdown = "## Plan\n\n- one\n- two\n\n<iframe src=\"https://evil.example\"></iframe>";
    const preview = await t.call("/staff/posts/preview", { method: "POST", json: { markdown }, headers: member.headers });
    expect(preview.status).toBe(200);
    const saved = await create({ title: "Preview twin", markdown });
    expect(await json(preview)).toEqual({ html: saved.content });
    const bad = await t.call("/staff/posts/preview", { method: "POST", json: {}, headers: member.headers });
    expect(bad.status).toBe(400);
  });

  it("deletes a post: 204, then 404", async () => {
    const post = await create({ title: "Short lived" });
    const deleted = await t.call(`/staff/posts/${post.id}`, { method: "DELETE", headers: member.headers });
    expect(deleted.status).toBe(204);
    expect((await t.call(`/staff/posts/${post.id}`, { headers: member.headers })).status).toBe(404);
  });
});

describe("staff posts: list and search", () => {
  it("pages every post, newest change first, 25 a page by default", async () => {
    const page = await json(await t.call("/staff/posts", { headers: member.headers }));
    expect(page).toMatchObject({ page: 1, per_page: 25, total: expect.any(Number) });
    expect(page.total).toBeGreaterThanOrEqual(15);
    const updated = page.data.map((post: { updated_at: string }) => Date.parse(post.updated_at));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(Object.keys(page.data[0]).sort()).toEqual(
      ["author_name", "cover_image", "created_at", "id", "publish_at", "slug", "status", "tags", "title", "updated_at"].sort(),
    );
  });

  it("filters by status and searches title, slug, author and tags without regard to case", async () => {
    const drafts = await json(await t.call("/staff/posts?status=draft&per_page=100", { headers: member.headers }));
    expect(drafts.data.length).toBeGreaterThanOrEqual(1);
    expect(drafts.data.every((post: { status: string }) => post.status === "draft")).toBe(true);
    const search = async (q: string) =>
      (await json(await t.call(`/staff/posts?q=${encodeURIComponent(q)}&per_page=100`, { headers: member.headers }))).data.map(
        (post: { slug: string }) => post.slug,
      );
    expect(await search("BRAND BUILDING")).toContain("brand-building-from-zero");
    expect(await search("legacy-systems")).toContain("modernising-legacy-systems");
    const withTag = await create({ title: "Tagged only", tags: ["Quantum Widgets"] });
    expect(await search("quantum widg")).toEqual([withTag.slug]);
    expect(await search("100%")).toEqual([]);
  });

  it("refuses a bad status or page with a 400", async () => {
    expect((await t.call("/staff/posts?status=hidden", { headers: member.headers })).status).toBe(400);
    expect((await t.call("/staff/posts?page=0", { headers: member.headers })).status).toBe(400);
    expect((await t.call("/staff/posts?per_page=1000", { headers: member.headers })).status).toBe(400);
    expect((await t.call("/staff/posts?q=&status=", { headers: member.headers })).status).toBe(200);
  });
});

describe("drafts are private", () => {
  it("keeps the seeded draft out of every public call and shows it to staff", async () => {
    const everyPost = await json<Array<{ id: number; slug: string; status: string; is_published: boolean }>>(
      await t.call("/staff/blogs", { headers: member.headers }),
    );
    const draft = everyPost.find((post) => post.status === "draft")!;
    expect(draft.is_published).toBe(false);
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect((await t.call(`/blogs/slug/${draft.slug}`)).status).toBe(404);
    expect((await t.call(`/comments/blog/${draft.id}`)).status).toBe(404);
    const staffView = await t.call(`/staff/blogs/slug/${draft.slug}`, { headers: member.headers });
    expect(staffView.status).toBe(200);
    expect(await json(staffView)).toMatchObject({ id: draft.id, status: "draft" });
  });

  it("never gives an author's email address in a public answer", async () => {
    const list = await (await t.call("/blogs")).text();
    expect(list).not.toMatch(/@agency\.example|"email"/);
    const [first] = JSON.parse(list) as Array<{ slug: string; author_info: object }>;
    expect(first.author_info).toEqual({ name: expect.any(String) });
    expect(await (await t.call(`/blogs/slug/${first.slug}`)).text()).not.toMatch(/"email"/);
  });
});

describe("publishing, scheduling, unpublishing", () => {
  it("publishes now: public at once, at the top of the list, with its public URL", async () => {
    const post = await create({ title: "Goes out now" });
    const response = await publish(post.id);
    expect(response.status).toBe(200);
    const published = await json(response);
    expect(published).toMatchObject({ status: "published", public_url: "/blog/goes-out-now", publish_at: expect.any(String) });
    expect((await publicSlugs())[0]).toBe("goes-out-now");
    expect((await t.call("/blogs/slug/goes-out-now")).status).toBe(200);
  });

  it("schedules a post: invisible before its time, visible once its time has passed", async () => {
    const post = await create({ title: "Scheduled piece" });
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const istTime = at.toISOString().replace("Z", "+00:00");
    const scheduled = await json(await publish(post.id, { at: istTime }));
    expect(scheduled).toMatchObject({ status: "scheduled", publish_at: at.toISOString(), public_url: null });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await t.call(`/blogs/slug/${post.slug}`)).status).toBe(404);
    expect((await t.call(`/comments/blog/${post.id}`)).status).toBe(404);
    const staffList = await json(await t.call("/staff/posts?status=scheduled", { headers: member.headers }));
    expect(staffList.data.map((p: { id: number }) => p.id)).toContain(post.id);

    // A time already past publishes at once.
    const past = await json(await publish(post.id, { at: "2020-01-01T10:00:00+05:30" }));
    expect(past.status).toBe("published");
    expect(await publicSlugs()).toContain(post.slug);
  });

  it("takes an offset time as the same instant in UTC, and refuses a time without one", async () => {
    const post = await create({ title: "Offset time" });
    const scheduled = await json(await publish(post.id, { at: "2099-03-01T09:30:00+05:30" }));
    expect(scheduled.publish_at).toBe("2099-03-01T04:00:00.000Z");
    for (const at of ["2099-03-01T09:30:00", "tomorrow", 5]) {
      const response = await publish(post.id, { at });
      expect(response.status, String(at)).toBe(400);
      expect((await json(response)).message).toMatch(/^at must/);
    }
  });

  it("unpublishes: back to a draft, gone from the public list and its URL", async () => {
    const post = await create({ title: "Here and gone" });
    await publish(post.id);
    expect(await publicSlugs()).toContain(post.slug);
    const response = await t.call(`/staff/posts/${post.id}/unpublish`, { method: "POST", headers: member.headers });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: "draft", publish_at: null, public_url: null });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await t.call(`/blogs/slug/${post.slug}`)).status).toBe(404);
  });

  it("closes an unpublished post's comments and likes to visitors: 404 for reading, writing, editing and liking", async () => {
    const post = await create({ title: "Talked about" });
    await publish(post.id);
    const comment = await json(await t.call(`/comments/blog/${post.id}`, { method: "POST", json: { name: "Asha", content: "Nice" } }));
    await t.call(`/staff/posts/${post.id}/unpublish`, { method: "POST", headers: member.headers });
    const visitor = { "X-Visitor-Id": "2f1c7c1e-5d0a-4a43-9a53-9d1f3f6b8e10" };
    expect((await t.call(`/comments/blog/${post.id}`)).status).toBe(404);
    expect((await t.call(`/comments/blog/${post.id}`, { method: "POST", json: { name: "B", content: "C" } })).status).toBe(404);
    const edit = await t.call(`/comments/blog/${post.id}/${comment.id}`, {
      method: "PUT",
      json: { content: "Edited" },
      headers: { "X-Owner-Token": comment.owner_token },
    });
    expect(edit.status).toBe(404);
    expect((await t.call("/likes", { method: "POST", json: { blog_id: post.id }, headers: visitor })).status).toBe(404);
    expect((await t.call(`/likes/status?blog_id=${post.id}`, { headers: visitor })).status).toBe(404);
  });
});

describe("slug redirects", () => {
  it("keeps a renamed post's old slugs answering 301 to the current one, through a chain of renames", async () => {
    const post = await create({ title: "First name" });
    await publish(post.id);
    const rename = (slug: string) =>
      t.call(`/staff/posts/${post.id}`, { method: "PUT", json: { slug }, headers: member.headers });
    expect((await rename("second-name")).status).toBe(200);
    expect((await rename("third-name")).status).toBe(200);
    for (const old of ["first-name", "second-name"]) {
      const moved = await t.call(`/blogs/slug/${old}`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/api/blogs/slug/third-name");
      expect(await json(moved)).toEqual({ message: "Moved", slug: "third-name" });
    }
    expect((await t.call("/blogs/slug/third-name")).status).toBe(200);

    // An old slug belongs to its post: another post cannot take it, the post itself can take it back.
    const other = await t.call("/staff/posts", { method: "POST", json: newPost({ slug: "first-name" }), headers: member.headers });
    expect(other.status).toBe(409);
    expect((await rename("first-name")).status).toBe(200);
    expect((await t.call("/blogs/slug/first-name")).status).toBe(200);
    expect((await t.call("/blogs/slug/third-name", { redirect: "manual" })).headers.get("location")).toBe("/api/blogs/slug/first-name");
  });

  it("records no redirect for a draft's rename, and an old slug of an unpublished post is a 404", async () => {
    const draft = await create({ title: "Draft name" });
    await t.call(`/staff/posts/${draft.id}`, { method: "PUT", json: { slug: "draft-renamed" }, headers: member.headers });
    expect((await t.call("/blogs/slug/draft-name", { redirect: "manual" })).status).toBe(404);
    expect((await create({ title: "Draft name" })).slug).toBe("draft-name");

    const post = await create({ title: "Was public" });
    await publish(post.id);
    await t.call(`/staff/posts/${post.id}`, { method: "PUT", json: { slug: "was-public-renamed" }, headers: member.headers });
    await t.call(`/staff/posts/${post.id}/unpublish`, { method: "POST", headers: member.headers });
    expect((await t.call("/blogs/slug/was-public", { redirect: "manual" })).status).toBe(404);
  });
});
