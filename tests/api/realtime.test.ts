import { io as connectSocket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestServer,
  adminHeaders,
  emitWithAck,
  eventsDuring,
  json,
  newVisitorId,
  nextEvent,
  startTestServer,
  visitorHeaders,
} from "./helpers";

let t: TestServer;
let blogId: number;
let otherBlogId: number;

beforeAll(async () => {
  t = await startTestServer();
  const blogs = await json<Array<{ id: number; is_published: boolean }>>(await t.call("/blogs"));
  [blogId, otherBlogId] = blogs.filter((blog) => blog.is_published).map((blog) => blog.id);
});

afterAll(async () => {
  await t?.close();
});

const likePost = (id: number, visitor = newVisitorId()) =>
  t.call("/likes", { method: "POST", json: { blog_id: id }, headers: visitorHeaders(visitor) });

describe("socket.io at /api/ws", () => {
  it("delivers blog:like:updated to both clients in the post's room within a second", async () => {
    const [a, b, elsewhere] = await Promise.all([t.socket(), t.socket(), t.socket()]);
    await emitWithAck(a, "join:blog", blogId);
    await emitWithAck(b, "join:blog", String(blogId));
    await emitWithAck(elsewhere, "join:blog", otherBlogId);

    const started = Date.now();
    const received = Promise.all([nextEvent(a, "blog:like:updated"), nextEvent(b, "blog:like:updated")]);
    const strayEvents = eventsDuring(elsewhere, "blog:like:updated", 400);
    const answer = await json(await likePost(blogId));
    const [forA, forB] = await received;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(forA).toEqual({ blog_id: blogId, likes_count: answer.likes_count });
    expect(forB).toEqual(forA);
    expect(await strayEvents).toEqual([]);
  });

  it("delivers blog:comment:updated on comment add and delete", async () => {
    const socket = await t.socket();
    await emitWithAck(socket, "join:blog", blogId);

    const added = nextEvent<{ blog_id: number; comments_count: number }>(socket, "blog:comment:updated");
    const comment = await json(
      await t.call(`/comments/blog/${blogId}`, { method: "POST", json: { name: "Live", content: "hello" } }),
    );
    expect(await added).toEqual({ blog_id: blogId, comments_count: 1 });

    const removed = nextEvent(socket, "blog:comment:updated");
    await t.call(`/comments/${comment.id}`, { method: "DELETE", headers: { "X-Owner-Token": comment.owner_token } });
    expect(await removed).toEqual({ blog_id: blogId, comments_count: 0 });
  });

  it("delivers blog:upserted to every client when a post is published or updated", async () => {
    const clients = await Promise.all([t.socket(), t.socket(), t.socket()]);
    await emitWithAck(clients[0], "join:blog", blogId);

    const published = Promise.all(clients.map((client) => nextEvent<{ blog: { id: number; slug: string } }>(client, "blog:upserted")));
    const created = await json(
      await t.call("/blogs", {
        method: "POST",
        json: { title: "Live From the Launch", content: "<p>It works.</p>", tags: ["News"] },
        headers: adminHeaders,
      }),
    );
    for (const event of await published) expect(event.blog).toEqual(created);

    const updated = Promise.all(clients.map((client) => nextEvent<{ blog: { title: string } }>(client, "blog:upserted")));
    await t.call(`/blogs/${created.id}`, { method: "PUT", json: { title: "Live, Updated" }, headers: adminHeaders });
    for (const event of await updated) expect(event.blog.title).toBe("Live, Updated");
  });

  it("stops delivering a post's events after leave:blog", async () => {
    const socket = await t.socket();
    await emitWithAck(socket, "join:blog", otherBlogId);
    const first = nextEvent(socket, "blog:like:updated");
    await likePost(otherBlogId);
    await first;

    await emitWithAck(socket, "leave:blog", otherBlogId);
    const after = eventsDuring(socket, "blog:like:updated", 400);
    await likePost(otherBlogId);
    expect(await after).toEqual([]);
  });

  it("ignores ids that are not post ids and keeps the connection usable", async () => {
    const socket = await t.socket();
    for (const junk of [null, "abc", -1, 1.5, { id: blogId }, "1; drop", 10 ** 12]) socket.emit("join:blog", junk);
    const stray = eventsDuring(socket, "blog:like:updated", 300);
    await likePost(blogId);
    expect(await stray).toEqual([]);
    await emitWithAck(socket, "join:blog", blogId);
    const next = nextEvent(socket, "blog:like:updated");
    await likePost(blogId);
    await expect(next).resolves.toMatchObject({ blog_id: blogId });
    expect(socket.connected).toBe(true);
  });

  it("refuses browsers from other origins and accepts the API's own", async () => {
    const foreign = connectSocket(t.baseUrl, {
      path: "/api/ws",
      transports: ["polling"],
      extraHeaders: { Origin: "https://evil.example" },
      reconnection: false,
    });
    const refused = await new Promise<boolean>((resolve) => {
      foreign.once("connect", () => resolve(false));
      foreign.once("connect_error", () => resolve(true));
    });
    foreign.close();
    expect(refused).toBe(true);

    const own = connectSocket(t.baseUrl, {
      path: "/api/ws",
      transports: ["polling"],
      extraHeaders: { Origin: t.baseUrl },
      reconnection: false,
    });
    const accepted = await new Promise<boolean>((resolve) => {
      own.once("connect", () => resolve(true));
      own.once("connect_error", () => resolve(false));
    });
    own.close();
    expect(accepted).toBe(true);
  });
});
