import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, newVisitorId, startTestServer, visitorHeaders } from "./helpers";

let t: TestServer;
let blogId: number;
let otherBlogId: number;
let draftId: number;

beforeAll(async () => {
  t = await startTestServer();
  const blogs = await json<Array<{ id: number; is_published: boolean }>>(await t.call("/blogs"));
  const published = blogs.filter((blog) => blog.is_published);
  blogId = published[0].id;
  otherBlogId = published[1].id;
  const everyPost = await json<Array<{ id: number; status: string }>>(await t.call("/staff/blogs", { headers: adminHeaders }));
  draftId = everyPost.find((blog) => blog.status === "draft")!.id;
});

afterAll(async () => {
  await t?.close();
});

const post = (id: number | string, body: unknown) => t.call(`/comments/blog/${id}`, { method: "POST", json: body });

async function commentCountOf(id: number): Promise<number> {
  const blogs = await json<Array<{ id: number; comments_count: number }>>(await t.call("/blogs"));
  return blogs.find((blog) => blog.id === id)!.comments_count;
}

describe("adding and listing comments", () => {
  it("creates a comment and returns it with a secret owner token", async () => {
    const response = await post(blogId, { name: "  Meera  ", content: "  Very useful, thank you!  ", blog_id: blogId });
    expect(response.status).toBe(201);
    const comment = await json(response);
    expect(comment).toEqual({
      id: expect.any(Number),
      name: "Meera",
      content: "Very useful, thank you!",
      blog_id: blogId,
      created_at: expect.any(String),
      likes_count: 0,
      is_liked: false,
      status: "published",
      held_reason: null,
      owner_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(await commentCountOf(blogId)).toBe(1);
  });

  it("lists a post's comments newest first, without owner tokens", async () => {
    await post(blogId, { name: "First", content: "one" });
    await post(blogId, { name: "Second", content: "two" });
    const third = await json(await post(blogId, { name: "Third", content: "three" }));
    await post(otherBlogId, { name: "Elsewhere", content: "another post" });

    const response = await t.call(`/comments/blog/${blogId}`);
    expect(response.status).toBe(200);
    const list = await json<Array<Record<string, unknown>>>(response);
    expect(list[0].id).toBe(third.id);
    expect(list.map((comment) => comment.content).slice(0, 3)).toEqual(["three", "two", "one"]);
    expect(list.every((comment) => comment.blog_id === blogId)).toBe(true);
    for (const comment of list) {
      expect(Object.keys(comment).sort()).toEqual(
        ["blog_id", "content", "created_at", "id", "is_liked", "likes_count", "name", "status"].sort(),
      );
    }
  });

  it("stores HTML as plain text, never interpreting it", async () => {
    const content = '<script>alert("x")</script><b>bold</b>';
    const created = await json(await post(blogId, { name: "<i>Eve</i>", content }));
    expect(created.content).toBe(content);
    expect(created.name).toBe("<i>Eve</i>");
    const list = await json<Array<{ id: number; content: string }>>(await t.call(`/comments/blog/${blogId}`));
    expect(list.find((comment) => comment.id === created.id)?.content).toBe(content);
  });

  it("refuses comments on drafts and unknown posts with 404", async () => {
    const onDraft = await post(draftId, { name: "A", content: "B" });
    expect(onDraft.status).toBe(404);
    expect(await json(onDraft)).toEqual({ message: "Blog not found" });
    expect((await post(999_999, { name: "A", content: "B" })).status).toBe(404);
    expect((await t.call("/comments/blog/999999")).status).toBe(404);
  });

  it("rejects bad input with 400 naming the field, and stores nothing", async () => {
    const before = await commentCountOf(blogId);
    const cases: Array<[unknown, string]> = [
      [{ content: "hello" }, "name is required"],
      [{ name: "   ", content: "hello" }, "name must not be empty"],
      [{ name: "Bob", content: "   " }, "content must not be empty"],
      [{ name: 42, content: "hello" }, "name must be a string"],
      [{ name: "Bob", content: ["x"] }, "content must be a string"],
      [{ name: "x".repeat(81), content: "hello" }, "name must be at most 80 characters"],
      [{ name: "Bob", content: "x".repeat(2001) }, "content must be at most 2000 characters"],
      [{ name: "Bob", content: "hello", blog_id: otherBlogId }, "blog_id does not match the post in the URL"],
      [[], "Request body must be an object"],
      [{ name: "Bob", content: "nul\u0000byte" }, "content must not contain NUL characters"],
    ];
    for (const [body, message] of cases) {
      const response = await post(blogId, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await json(response)).message).toBe(message);
    }
    const badId = await post("abc", { name: "A", content: "B" });
    // A malformed id in the path names no post: 404, as an unknown one.
    expect(badId.status).toBe(404);
    expect((await json(badId)).message).toBe("Not found: blogId must be a number");
    expect(await commentCountOf(blogId)).toBe(before);
  });
});

describe("ownership: only the owner token edits or deletes", () => {
  it("refuses DELETE without a token or with a wrong one (403), and the comment stays", async () => {
    const created = await json(await post(blogId, { name: "Owner", content: "mine" }));
    const count = await commentCountOf(blogId);

    const noToken = await t.call(`/comments/${created.id}`, { method: "DELETE" });
    expect(noToken.status).toBe(403);
    expect((await json(noToken)).message).toMatch(/X-Owner-Token/);

    const wrongToken = await t.call(`/comments/${created.id}`, {
      method: "DELETE",
      headers: { "X-Owner-Token": "A".repeat(43) },
    });
    expect(wrongToken.status).toBe(403);

    // Another comment's valid token is not this comment's token.
    const other = await json(await post(blogId, { name: "Other", content: "theirs" }));
    const othersToken = await t.call(`/comments/${created.id}`, {
      method: "DELETE",
      headers: { "X-Owner-Token": other.owner_token },
    });
    expect(othersToken.status).toBe(403);

    const list = await json<Array<{ id: number }>>(await t.call(`/comments/blog/${blogId}`));
    expect(list.some((comment) => comment.id === created.id)).toBe(true);
    expect(await commentCountOf(blogId)).toBe(count + 1);
  });

  it("deletes with the owner token, then answers 404", async () => {
    const created = await json(await post(blogId, { name: "Owner", content: "to delete" }));
    const count = await commentCountOf(blogId);
    const response = await t.call(`/comments/${created.id}`, {
      method: "DELETE",
      headers: { "X-Owner-Token": created.owner_token },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: "Comment deleted" });
    const list = await json<Array<{ id: number }>>(await t.call(`/comments/blog/${blogId}`));
    expect(list.some((comment) => comment.id === created.id)).toBe(false);
    expect(await commentCountOf(blogId)).toBe(count - 1);

    const again = await t.call(`/comments/${created.id}`, {
      method: "DELETE",
      headers: { "X-Owner-Token": created.owner_token },
    });
    expect(again.status).toBe(404);
  });

  it("deleting a comment removes its likes too", async () => {
    const created = await json(await post(blogId, { name: "Liked", content: "popular" }));
    const visitor = newVisitorId();
    await t.call(`/comments/${created.id}/like`, {
      method: "POST",
      json: { blog_id: blogId },
      headers: visitorHeaders(visitor),
    });
    expect((await json(await t.call("/likes/mine", { headers: visitorHeaders(visitor) }))).comment_ids).toEqual([
      created.id,
    ]);
    await t.call(`/comments/${created.id}`, { method: "DELETE", headers: { "X-Owner-Token": created.owner_token } });
    expect((await json(await t.call("/likes/mine", { headers: visitorHeaders(visitor) }))).comment_ids).toEqual([]);
  });

  it("edits with the owner token and refuses without it", async () => {
    const created = await json(await post(blogId, { name: "Editor", content: "first draft" }));
    const url = `/comments/blog/${blogId}/${created.id}`;

    const refused = await t.call(url, { method: "PUT", json: { content: "hijacked" } });
    expect(refused.status).toBe(403);
    const wrong = await t.call(url, { method: "PUT", json: { content: "hijacked" }, headers: { "X-Owner-Token": "nope" } });
    expect(wrong.status).toBe(403);

    const edited = await t.call(url, {
      method: "PUT",
      json: { content: "second draft", name: "Editor B" },
      headers: { "X-Owner-Token": created.owner_token },
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ id: created.id, content: "second draft", name: "Editor B", blog_id: blogId });

    const list = await json<Array<{ id: number; content: string }>>(await t.call(`/comments/blog/${blogId}`));
    expect(list.find((comment) => comment.id === created.id)?.content).toBe("second draft");
  });

  it("validates edits and answers 404 for a comment of another post or an unknown one", async () => {
    const created = await json(await post(blogId, { name: "Editor", content: "text" }));
    const headers = { "X-Owner-Token": created.owner_token };
    const empty = await t.call(`/comments/blog/${blogId}/${created.id}`, { method: "PUT", json: { content: " " }, headers });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe("content must not be empty");

    const wrongPost = await t.call(`/comments/blog/${otherBlogId}/${created.id}`, {
      method: "PUT",
      json: { content: "moved" },
      headers,
    });
    expect(wrongPost.status).toBe(404);
    expect((await t.call(`/comments/blog/${blogId}/999999`, { method: "PUT", json: { content: "x" }, headers })).status).toBe(404);
    expect((await t.call("/comments/999999", { method: "DELETE", headers })).status).toBe(404);
    expect((await t.call("/comments/abc", { method: "DELETE", headers })).status).toBe(404);
  });
});
