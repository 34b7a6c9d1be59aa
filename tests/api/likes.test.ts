import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, newVisitorId, startTestServer, visitorHeaders } from "./helpers";

let t: TestServer;
let blogId: number;
let secondBlogId: number;
let draftId: number;

beforeAll(async () => {
  t = await startTestServer();
  const blogs = await json<Array<{ id: number; is_published: boolean }>>(await t.call("/blogs"));
  const published = blogs.filter((blog) => blog.is_published);
  blogId = published[2].id;
  secondBlogId = published[3].id;
  const everyPost = await json<Array<{ id: number; status: string }>>(await t.call("/staff/blogs", { headers: adminHeaders }));
  draftId = everyPost.find((blog) => blog.status === "draft")!.id;
});

afterAll(async () => {
  await t?.close();
});

const like = (visitor: string, body: unknown) =>
  t.call("/likes", { method: "POST", json: body, headers: visitorHeaders(visitor) });

async function blogLikes(id: number): Promise<number> {
  const blogs = await json<Array<{ id: number; likes_count: number }>>(await t.call("/blogs"));
  return blogs.find((blog) => blog.id === id)!.likes_count;
}

async function newComment(): Promise<{ id: number; owner_token: string }> {
  return json(await t.call(`/comments/blog/${blogId}`, { method: "POST", json: { name: "C", content: "comment" } }));
}

describe("post likes", () => {
  it("toggles: Liked, then Unliked, with the post's count", async () => {
    const visitor = newVisitorId();
    const start = await blogLikes(blogId);

    const first = await like(visitor, { blog_id: blogId });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ message: "Liked", liked: true, likes_count: start + 1 });
    expect(await blogLikes(blogId)).toBe(start + 1);

    const status = await t.call(`/likes/status?blog_id=${blogId}`, { headers: visitorHeaders(visitor) });
    expect(await json(status)).toEqual({ liked: true, likes_count: start + 1 });

    const second = await json(await like(visitor, { blog_id: blogId }));
    expect(second).toEqual({ message: "Unliked", liked: false, likes_count: start });
    expect(await blogLikes(blogId)).toBe(start);
  });

  it("keeps one like per visitor: another visitor adds their own", async () => {
    const a = newVisitorId();
    const b = newVisitorId();
    const start = await blogLikes(blogId);
    await like(a, { blog_id: blogId });
    const answer = await json(await like(b, { blog_id: String(blogId) }));
    expect(answer).toEqual({ message: "Liked", liked: true, likes_count: start + 2 });
    const statusOfA = await json(await t.call(`/likes/status?blog_id=${blogId}`, { headers: visitorHeaders(a) }));
    const statusOfStranger = await json(
      await t.call(`/likes/status?blog_id=${blogId}`, { headers: visitorHeaders(newVisitorId()) }),
    );
    expect(statusOfA.liked).toBe(true);
    expect(statusOfStranger).toEqual({ liked: false, likes_count: start + 2 });
  });

  it("lists the visitor's own likes in /likes/mine", async () => {
    const visitor = newVisitorId();
    expect(await json(await t.call("/likes/mine", { headers: visitorHeaders(visitor) }))).toEqual({
      blog_ids: [],
      comment_ids: [],
    });
    const comment = await newComment();
    await like(visitor, { blog_id: secondBlogId });
    await like(visitor, { blog_id: blogId });
    await like(visitor, { blog_id: blogId, comment_id: comment.id });
    const mine = await json(await t.call("/likes/mine", { headers: visitorHeaders(visitor) }));
    expect(mine).toEqual({ blog_ids: [blogId, secondBlogId].sort((x, y) => x - y), comment_ids: [comment.id] });
  });

  it("counts exactly under 20 concurrent likes from different visitors", async () => {
    const start = await blogLikes(secondBlogId);
    const visitors = Array.from({ length: 20 }, newVisitorId);
    const answers = await Promise.all(visitors.map((visitor) => like(visitor, { blog_id: secondBlogId })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((answer) => json(answer)));
    expect(bodies.every((body) => body.liked === true)).toBe(true);
    // Every answer saw a different count: no two transactions read the same value.
    expect(new Set(bodies.map((body) => body.likes_count)).size).toBe(20);
    expect(Math.max(...bodies.map((body) => body.likes_count))).toBe(start + 20);
    expect(await blogLikes(secondBlogId)).toBe(start + 20);

    await Promise.all(visitors.map((visitor) => like(visitor, { blog_id: secondBlogId })));
    expect(await blogLikes(secondBlogId)).toBe(start);
  });

  it("stays consistent when one visitor double-clicks concurrently", async () => {
    const start = await blogLikes(secondBlogId);
    const visitor = newVisitorId();
    const clicks = await Promise.all(Array.from({ length: 6 }, () => like(visitor, { blog_id: secondBlogId })));
    const bodies = await Promise.all(clicks.map((click) => json(click)));
    expect(clicks.every((click) => click.status === 200)).toBe(true);
    // Six toggles: three likes and three unlikes, in some order, ending where it started.
    expect(bodies.filter((body) => body.liked).length).toBe(3);
    expect(await blogLikes(secondBlogId)).toBe(start);
    const status = await json(await t.call(`/likes/status?blog_id=${secondBlogId}`, { headers: visitorHeaders(visitor) }));
    expect(status).toEqual({ liked: false, likes_count: start });

    const odd = await Promise.all(Array.from({ length: 3 }, () => like(visitor, { blog_id: secondBlogId })));
    expect(odd.every((click) => click.status === 200)).toBe(true);
    expect(await blogLikes(secondBlogId)).toBe(start + 1);
  });
});

describe("comment likes", () => {
  it("toggles through POST /api/comments/:id/like and shows in the comment list", async () => {
    const comment = await newComment();
    const visitor = newVisitorId();
    const url = `/comments/${comment.id}/like`;
    const postLikesBefore = await blogLikes(blogId);

    const first = await t.call(url, { method: "POST", json: { blog_id: blogId }, headers: visitorHeaders(visitor) });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ message: "Liked", liked: true, likes_count: 1 });

    const list = await json<Array<{ id: number; likes_count: number; is_liked: boolean }>>(
      await t.call(`/comments/blog/${blogId}`, { headers: visitorHeaders(visitor) }),
    );
    expect(list.find((item) => item.id === comment.id)).toMatchObject({ likes_count: 1, is_liked: true });
    const anonymous = await json<Array<{ id: number; is_liked: boolean }>>(await t.call(`/comments/blog/${blogId}`));
    expect(anonymous.find((item) => item.id === comment.id)?.is_liked).toBe(false);

    const status = await t.call(`/likes/status?blog_id=${blogId}&comment_id=${comment.id}`, {
      headers: visitorHeaders(visitor),
    });
    expect(await json(status)).toEqual({ liked: true, likes_count: 1 });

    const second = await json(await t.call(url, { method: "POST", json: {}, headers: visitorHeaders(visitor) }));
    expect(second).toEqual({ message: "Unliked", liked: false, likes_count: 0 });
    // A comment like never changes the post's own count.
    expect(await blogLikes(blogId)).toBe(postLikesBefore);
  });

  it("toggles through POST /api/likes with comment_id", async () => {
    const comment = await newComment();
    const visitors = Array.from({ length: 5 }, newVisitorId);
    const answers = await Promise.all(visitors.map((visitor) => like(visitor, { blog_id: blogId, comment_id: comment.id })));
    const bodies = await Promise.all(answers.map((answer) => json(answer)));
    expect(Math.max(...bodies.map((body) => body.likes_count))).toBe(5);
    const again = await json(await like(visitors[0], { blog_id: blogId, comment_id: comment.id }));
    expect(again).toEqual({ message: "Unliked", liked: false, likes_count: 4 });
  });

  it("answers 404 for unknown comments or a comment of another post", async () => {
    const comment = await newComment();
    const visitor = visitorHeaders(newVisitorId());
    const unknown = await t.call("/comments/999999/like", { method: "POST", json: { blog_id: blogId }, headers: visitor });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Comment not found" });
    const mismatch = await t.call(`/comments/${comment.id}/like`, {
      method: "POST",
      json: { blog_id: secondBlogId },
      headers: visitor,
    });
    expect(mismatch.status).toBe(404);
    const viaLikes = await t.call("/likes", {
      method: "POST",
      json: { blog_id: secondBlogId, comment_id: comment.id },
      headers: visitor,
    });
    expect(viaLikes.status).toBe(404);
  });
});

describe("bad like requests", () => {
  it("requires a well-formed X-Visitor-Id", async () => {
    const missing = await t.call("/likes", { method: "POST", json: { blog_id: blogId } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("X-Visitor-Id header is required");

    for (const bad of ["short", "x".repeat(65), "has spaces in it", "semi;colon-1234", "dots.are.not.ok"]) {
      const response = await t.call("/likes", { method: "POST", json: { blog_id: blogId }, headers: { "X-Visitor-Id": bad } });
      expect(response.status, bad).toBe(400);
      expect((await json(response)).message).toMatch(/^X-Visitor-Id header must be/);
    }
    expect((await t.call("/likes/mine")).status).toBe(400);
    expect((await t.call(`/likes/status?blog_id=${blogId}`)).status).toBe(400);
  });

  it("rejects missing and wrongly typed ids with 400 naming the field", async () => {
    const visitor = newVisitorId();
    const cases: Array<[unknown, string]> = [
      [{}, "blog_id is required"],
      [{ blog_id: "abc" }, "blog_id must be a number"],
      [{ blog_id: 1.5 }, "blog_id must be an integer"],
      [{ blog_id: -3 }, "blog_id must be at least 1"],
      [{ blog_id: 99_999_999_999 }, "blog_id must be at most 2147483647"],
      [{ blog_id: { id: 1 } }, "blog_id must be a number"],
      [{ blog_id: blogId, comment_id: "x" }, "comment_id must be a number"],
    ];
    for (const [body, message] of cases) {
      const response = await like(visitor, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).message).toBe(message);
    }
    const query = await t.call("/likes/status?blog_id=abc", { headers: visitorHeaders(visitor) });
    expect(query.status).toBe(400);
    expect((await json(query)).message).toBe("blog_id must be a number");
    expect(await json(await t.call("/likes/mine", { headers: visitorHeaders(visitor) }))).toEqual({
      blog_ids: [],
      comment_ids: [],
    });
  });

  it("answers 404 for unknown posts and refuses likes on drafts", async () => {
    const visitor = newVisitorId();
    const unknown = await like(visitor, { blog_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Blog not found" });
    expect((await like(visitor, { blog_id: draftId })).status).toBe(404);
    expect((await t.call("/likes/status?blog_id=999999", { headers: visitorHeaders(visitor) })).status).toBe(404);
  });
});
