import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormLimiter, consumeFrom, FORM_RATE_LIMIT } from "~/lib/forms/rate-limit.server";
import { createFailureLimits } from "../../api/http/failure-limits";
import { createRateLimiters, type RateLimits } from "../../api/http/rate-limits";
import { RATE_LIMITS, STAFF } from "../../api/limits";
import { available, startRedis } from "./redis-server";

/** Two instances of the site, as two servers behind one balancer would be, sharing one Redis. */
describe.skipIf(!available)("limits shared by every instance through Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const closers: Array<() => Promise<unknown> | unknown> = [];

  beforeAll(async () => {
    redis = await startRedis(1_000);
  });

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    redis?.stop();
  });

  async function apiInstance(): Promise<string> {
    const limits: RateLimits = await createRateLimiters({ enabled: true, redisUrl: redis.url });
    const app = express();
    app.set("trust proxy", "loopback");
    app.post("/likes", limits.handlers.likes, (_req, res) => {
      res.json({ ok: true });
    });
    const server: Server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => limits.close(), () => new Promise((resolve) => server.close(resolve)));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("counts the API's like limit once across two instances", async () => {
    const [first, second] = await Promise.all([apiInstance(), apiInstance()]);
    const like = (base: string, address: string) =>
      fetch(`${base}/likes`, { method: "POST", headers: { "X-Forwarded-For": address } });
    const { limit } = RATE_LIMITS.likes;
    for (let i = 0; i < limit; i += 1) {
      expect((await like(i % 2 === 0 ? first : second, "198.51.100.90")).status).toBe(200);
    }
    expect((await like(first, "198.51.100.90")).status).toBe(429);
    expect((await like(second, "198.51.100.90")).status).toBe(429);
    expect((await like(second, "198.51.100.91")).status).toBe(200);
  });

  it("counts failed staff sign-ins of an account once across two instances", async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async () => {
        const limits = await createRateLimiters({ enabled: true, redisUrl: redis.url });
        closers.push(() => limits.close());
        return createFailureLimits(true, limits.redis);
      }),
    );
    const account = `target-${Date.now()}@agency.example`;
    const { points } = STAFF.signInFailures.perAccountAtAddress;
    for (let i = 0; i < points; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      await (await instance.startSignIn("198.51.100.1", account)).failed();
    }
    for (const instance of [first, second]) {
      await expect(instance.startSignIn("198.51.100.1", account)).rejects.toMatchObject({ status: 429 });
    }
    await expect(first.startSignIn("198.51.100.1", "someone-else@agency.example")).resolves.toBeDefined();
    await expect(second.startSignIn("198.51.100.2", account)).resolves.toBeDefined();
  });

  it("counts a site form's allowance once across two instances", async () => {
    const clients = [createClient({ url: redis.url }), createClient({ url: redis.url })];
    await Promise.all(clients.map((client) => client.connect()));
    closers.push(() => Promise.all(clients.map((client) => client.quit())));
    const [first, second] = clients.map((client) => createFormLimiter("comment", client));
    const address = `203.0.113.${Date.now() % 200}`;
    for (let i = 0; i < FORM_RATE_LIMIT.points; i += 1) {
      expect(await consumeFrom(i % 2 === 0 ? first! : second!, address)).toBeNull();
    }
    expect(await consumeFrom(first!, address)).toBeGreaterThan(0);
    expect(await consumeFrom(second!, address)).toBeGreaterThan(0);
    expect(await consumeFrom(second!, "203.0.113.250")).toBeNull();
  });

  it("counts in memory without Redis, one count per instance", async () => {
    const [first, second] = [createFormLimiter("quote", null), createFormLimiter("quote", null)];
    for (let i = 0; i < FORM_RATE_LIMIT.points; i += 1) expect(await consumeFrom(first, "192.0.2.1")).toBeNull();
    expect(await consumeFrom(first, "192.0.2.1")).toBeGreaterThan(0);
    expect(await consumeFrom(second, "192.0.2.1")).toBeNull();
  });
});
