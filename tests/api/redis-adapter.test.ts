import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, emitWithAck, json, newVisitorId, nextEvent, startTestServer, visitorHeaders } from "./helpers";
import { available, startRedis } from "./redis-server";

describe.skipIf(!available)("several instances sharing rooms through Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    redis = await startRedis(0);
    const redisUrl = redis.url;
    // Each instance has its own database here; both are seeded alike, so post ids match.
    [first, second] = await Promise.all([startTestServer({ redisUrl }), startTestServer({ redisUrl })]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    redis?.stop();
  });

  it("delivers a like made on one instance to a client connected to the other", async () => {
    const blogs = await json<Array<{ id: number; is_published: boolean }>>(await first.call("/blogs"));
    const blogId = blogs.find((blog) => blog.is_published)!.id;
    const listener = await second.socket();
    await emitWithAck(listener, "join:blog", blogId);

    const received = nextEvent<{ blog_id: number; likes_count: number }>(listener, "blog:like:updated", 2_000);
    const answer = await json(
      await first.call("/likes", { method: "POST", json: { blog_id: blogId }, headers: visitorHeaders(newVisitorId()) }),
    );
    expect(await received).toEqual({ blog_id: blogId, likes_count: answer.likes_count });
  });

  it("broadcasts blog:upserted from one instance to clients of both", async () => {
    const [onFirst, onSecond] = await Promise.all([first.socket(), second.socket()]);
    const events = Promise.all([
      nextEvent<{ blog: { slug: string } }>(onFirst, "blog:upserted", 2_000),
      nextEvent<{ blog: { slug: string } }>(onSecond, "blog:upserted", 2_000),
    ]);
    await first.call("/blogs", {
      method: "POST",
      json: { title: "Shared Across Instances", content: "<p>Hello</p>" },
      headers: { Authorization: "Bearer test-admin-token-0123456789" },
    });
    for (const event of await events) expect(event.blog.slug).toBe("shared-across-instances");
  });

  it("tells the other instance's caches of a write, while its clients still hear it once", async () => {
    const blogs = await json<Array<{ id: number; is_published: boolean }>>(await first.call("/blogs"));
    const blogId = blogs.find((blog) => blog.is_published)!.id;
    const listener = await second.socket();
    await emitWithAck(listener, "join:blog", blogId);
    const heard: unknown[] = [];
    listener.on("blog:comment:updated", (payload: unknown) => heard.push(payload));
    const changed = new Promise<void>((resolve) => {
      const stop = second.api.onChange(() => {
        stop();
        resolve();
      });
    });

    await first.call(`/comments/blog/${blogId}`, { method: "POST", json: { name: "Asha", content: "Across instances" } });
    await changed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(1);
  });
});
