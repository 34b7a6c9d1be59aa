import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../api/db/client";
import { ApiEvents } from "../../api/events";
import { type Api, createApi } from "../../api/index";
import { BlogListCache } from "../../api/services/blog-list-cache";
import { ADMIN_TOKEN, type TestServer, adminHeaders, eventsDuring, json, nextEvent, startTestServer } from "./helpers";

let t: TestServer;
let second: Api;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  // Another instance on the same database, as in a deployment with several servers.
  second = await createApi({ adminToken: ADMIN_TOKEN, rateLimit: false, seed: false, ...t.databaseOptions });
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function scheduledPost(title: string): Promise<{ id: number; slug: string }> {
  const created = await json(
    await t.call("/staff/posts", { method: "POST", json: { title, markdown: "Coming soon." }, headers: adminHeaders }),
  );
  const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const published = await t.call(`/staff/posts/${created.id}/publish`, { method: "POST", json: { at }, headers: adminHeaders });
  expect((await json(published)).status).toBe("scheduled");
  return created;
}

const publicSlugs = async () => (await json<Array<{ slug: string }>>(await t.call("/blogs"))).map((blog) => blog.slug);

/** Moves a scheduled post's time into the past, as the clock reaching it would. */
const timeComes = (id: number) => t.sql("update blogs set publish_at = now() - interval '1 second' where id = $1", [id]);

describe("scheduled posts", () => {
  it("stay out of every public call until their time, then appear", async () => {
    const post = await scheduledPost("Scheduled for later");
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await t.call(`/blogs/slug/${post.slug}`)).status).toBe(404);
    expect((await t.call(`/comments/blog/${post.id}`)).status).toBe(404);
    await timeComes(post.id);
    expect((await t.call(`/blogs/slug/${post.slug}`)).status).toBe(200);
    expect((await t.call(`/comments/blog/${post.id}`)).status).toBe(200);
    await t.api.announceDuePosts();
    expect(await publicSlugs()).toContain(post.slug);
  });

  it("are never missing from a cached list once their time has come", async () => {
    const database = await openDatabase(t.databaseOptions);
    try {
      // A cache that would otherwise keep its list for an hour.
      const cache = new BlogListCache(database.db, new ApiEvents(), 60 * 60 * 1000);
      const post = await scheduledPost("Cache knows the time");
      const [{ publish_at: at }] = await t.sql("select publish_at from blogs where id = $1", [post.id]);
      expect(await cache.json()).not.toContain(post.slug);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(new Date(at as string).getTime() + 1_000));
      await timeComes(post.id);
      expect(await cache.json()).toContain(post.slug);
    } finally {
      vi.useRealTimers();
      await database.close();
      await t.api.announceDuePosts();
    }
  });

  it("are announced once across instances when their time comes, with the public post", async () => {
    const post = await scheduledPost("Announced once");
    const announced: Array<{ id: number }> = [];
    const sockets = [await t.socket()];
    for (const socket of sockets) socket.on("blog:upserted", (payload: { blog: { id: number } }) => announced.push(payload.blog));
    let changes = 0;
    const stop = [t.api.onChange(() => (changes += 1)), second.onChange(() => (changes += 1))];
    await timeComes(post.id);
    await Promise.all([t.api.announceDuePosts(), second.announceDuePosts(), t.api.announceDuePosts()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.forEach((unsubscribe) => unsubscribe());
    expect(changes).toBe(1);
    // The announcing instance may be either one; when it is this one, its clients hear of it.
    expect(announced.filter((blog) => blog.id === post.id).length).toBeLessThanOrEqual(1);
    const [row] = await t.sql("select announced_at from blogs where id = $1", [post.id]);
    expect(row.announced_at).not.toBeNull();
  });

  it("withdrawing a public post reloads open lists without sending the post", async () => {
    const socket = await t.socket();
    const created = await json(
      await t.call("/staff/posts", { method: "POST", json: { title: "Briefly out", markdown: "Soon gone." }, headers: adminHeaders }),
    );
    const published = nextEvent<{ blog: { id: number } }>(socket, "blog:upserted");
    await t.call(`/staff/posts/${created.id}/publish`, { method: "POST", json: {}, headers: adminHeaders });
    expect((await published).blog.id).toBe(created.id);
    const withdrawn = nextEvent(socket, "blog:upserted");
    await t.call(`/staff/posts/${created.id}/unpublish`, { method: "POST", headers: adminHeaders });
    expect(await withdrawn).toEqual({ blog: null, blog_id: created.id });
    // A draft's edits concern nobody outside.
    const quiet = eventsDuring(socket, "blog:upserted", 300);
    await t.call(`/staff/posts/${created.id}`, { method: "PUT", json: { title: "Still a draft" }, headers: adminHeaders });
    expect(await quiet).toEqual([]);
  });

  it("are never broadcast before their time", async () => {
    const socket = await t.socket();
    const heard: unknown[] = [];
    socket.on("blog:upserted", (payload) => heard.push(payload));
    const post = await scheduledPost("Quiet until then");
    await t.api.announceDuePosts();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.stringify(heard)).not.toContain(post.slug);
  });
});
