import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { action } from "~/routes/blog.$slug";
import { RATE_LIMITS } from "../../api/limits";
import { type TestServer, json, newVisitorId, startTestServer } from "./helpers";

/**
 * The post page's actions against the real API with its limits on: each visitor's write
 * reaches the API with their address, so the API counts visitors, not the site.
 */
let t: TestServer;
let blogId: number;

beforeAll(async () => {
  t = await startTestServer({ rateLimit: true });
  process.env.API_BASE_URL = `${t.baseUrl}/api`;
  process.env.SESSION_SECRET ??= "visitor-limits-session-secret-0123456789";
  const blogs = await json<Array<{ id: number; is_published: boolean }>>(await t.call("/blogs"));
  blogId = blogs.find((blog) => blog.is_published)!.id;
});

afterAll(async () => {
  await t?.close();
});

const SITE = "http://localhost";

async function postAs(clientIp: string, fields: Record<string, string>) {
  const honeypot = honeypotInputProps();
  const body = new URLSearchParams({
    [honeypot.nameFieldName]: "",
    ...(honeypot.validFromFieldName && honeypot.encryptedValidFrom
      ? { [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
      : {}),
    ...fields,
  });
  const request = new Request(`${SITE}/blog/post`, {
    method: "POST",
    body,
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin" },
  });
  const answer = (await action({ request, params: { slug: "post" }, context: { cspNonce: "", clientIp } })) as {
    data: Record<string, unknown>;
    init: ResponseInit | null;
  };
  return { data: answer.data, status: answer.init?.status ?? 200 };
}

const comment = (clientIp: string, n: number) =>
  postAs(clientIp, { intent: "comment", blogId: String(blogId), name: `Reader ${n}`, comment: `Comment number ${n}` });
const like = (clientIp: string) => postAs(clientIp, { intent: "like", blogId: String(blogId) });

describe("the API's limits count each visitor behind the site", () => {
  it("lets 30 visitors comment once each, past the API's 20 per address", async () => {
    expect(RATE_LIMITS.comments.limit).toBeLessThan(30);
    for (let n = 1; n <= 30; n += 1) {
      const { status, data } = await comment(`10.20.0.${n}`, n);
      expect(status, `visitor ${n}`).toBe(200);
      expect(data.outcome).toBe("sent");
    }
  });

  it("stops one address that floods comments with 429", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMITS.comments.limit; n += 1) statuses.push((await comment("10.20.1.1", n)).status);
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("lets 150 visitors like within a minute, past the API's 120 per address", async () => {
    expect(RATE_LIMITS.likes.limit).toBeLessThan(150);
    for (let n = 1; n <= 150; n += 1) {
      const { status, data } = await like(`10.30.${Math.floor(n / 100)}.${n % 100}`);
      expect(status, `visitor ${n}`).toBe(200);
      expect(data.ok).toBe(true);
    }
  });

  it("stops one address that floods likes with 429", async () => {
    for (let n = 0; n < RATE_LIMITS.likes.limit; n += 1) expect((await like("10.30.9.9")).status).toBe(200);
    const limited = await like("10.30.9.9");
    expect(limited.status).toBe(429);
    expect(limited.data.ok).toBe(false);
  });
});

/** An address of this machine that is not loopback, so a request to it is not from a trusted proxy. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((info) => info && info.family === "IPv4" && !info.internal)?.address;

describe.skipIf(!outsideAddress)("X-Forwarded-For from outside", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use("/api", t.api.router);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, outsideAddress, resolve));
    base = `http://${outsideAddress}:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("is ignored: a visitor forging a new address per request is still one address", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMITS.likes.limit; n += 1) {
      const response = await fetch(`${base}/likes`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Visitor-Id": newVisitorId(), "X-Forwarded-For": `192.0.2.${n % 250}` },
        body: JSON.stringify({ blog_id: blogId }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
