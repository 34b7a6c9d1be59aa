import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../api/limits";
import { type TestServer, adminHeaders, json, newVisitorId, startTestServer, validEnquiry } from "./helpers";

let t: TestServer;

const SITE_KEY = "site-key-for-tests-0123456789";

beforeAll(async () => {
  t = await startTestServer({ rateLimit: true, siteKey: SITE_KEY });
});

afterAll(async () => {
  await t?.close();
});

const fromAddress = (address: string) => ({ "X-Forwarded-For": address });

describe("rate limits per visitor address", () => {
  it("answers 429 with Retry-After once an address sends too many enquiries, storing nothing", async () => {
    const address = "203.0.113.10";
    const { limit, windowMs } = RATE_LIMITS.forms;
    for (let i = 0; i < limit; i += 1) {
      const response = await t.call("/enquiries", { method: "POST", json: validEnquiry(), headers: fromAddress(address) });
      expect(response.status).toBe(201);
      expect(response.headers.get("ratelimit")).toMatch(/limit=\d+, remaining=\d+, reset=\d+/);
    }
    const limited = await t.call("/enquiries", { method: "POST", json: validEnquiry(), headers: fromAddress(address) });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect((await json(limited)).message).toMatch(/Too many requests/);

    const listed = await json(await t.call("/enquiries?per_page=1", { headers: adminHeaders }));
    expect(listed.total).toBe(limit);

    // Another visitor is not affected by the first one's limit.
    const other = await t.call("/enquiries", { method: "POST", json: validEnquiry(), headers: fromAddress("203.0.113.11") });
    expect(other.status).toBe(201);
  });

  it("counts the addresses of one IPv6 /64 as one visitor, and an IPv4-mapped address as its IPv4 one", async () => {
    const { limit } = RATE_LIMITS.forms;
    const send = (address: string) => t.call("/enquiries", { method: "POST", json: validEnquiry(), headers: fromAddress(address) });
    // 30 addresses of one network, sent at once: the network's allowance, once.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(`2001:db8:40:1:${(i + 1).toString(16)}::${i + 7}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - limit);
    // The next /64 is another network.
    expect((await send("2001:db8:40:2::1")).status).toBe(201);

    for (let i = 0; i < limit; i += 1) expect((await send("198.51.100.60")).status).toBe(201);
    expect((await send("::ffff:198.51.100.60")).status).toBe(429);
    expect((await send("::ffff:c633:643c")).status).toBe(429);
  });

  it("limits like toggles separately from forms", async () => {
    const address = "198.51.100.7";
    const blogs = await json<Array<{ id: number; is_published: boolean }>>(await t.call("/blogs"));
    const blogId = blogs.find((blog) => blog.is_published)!.id;
    const visitor = newVisitorId();
    const like = () =>
      t.call("/likes", {
        method: "POST",
        json: { blog_id: blogId },
        headers: { ...fromAddress(address), "X-Visitor-Id": visitor },
      });
    for (let i = 0; i < RATE_LIMITS.likes.limit; i += 1) expect((await like()).status).toBe(200);
    const limited = await like();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const enquiry = await t.call("/enquiries", { method: "POST", json: validEnquiry(), headers: fromAddress(address) });
    expect(enquiry.status).toBe(201);
  });

  it("limits reads per address, except the site server's own, which carry its key", async () => {
    const { limit } = RATE_LIMITS.reads;
    const read = (headers: Record<string, string>) => t.call("/countries", { headers });
    const reader = fromAddress("198.51.100.40");
    const site = { ...fromAddress("198.51.100.41"), "X-Site-Key": SITE_KEY };
    const results = await Promise.all(
      Array.from({ length: limit + 1 }, () => Promise.all([read(reader), read(site)])),
    );
    const statuses = (index: 0 | 1) => results.map((pair) => pair[index].status);
    expect(statuses(0).filter((status) => status === 429)).toHaveLength(1);
    expect(statuses(1).every((status) => status === 200)).toBe(true);

    // A wrong key is only an address like any other.
    const guessed = await read({ ...fromAddress("198.51.100.40"), "X-Site-Key": "guess" });
    expect(guessed.status).toBe(429);
  });

  it("throttles repeated failed admin logins", async () => {
    const address = "192.0.2.55";
    for (let i = 0; i < RATE_LIMITS.adminFailures.limit; i += 1) {
      const response = await t.call("/enquiries", { headers: { ...fromAddress(address), Authorization: "Bearer guess" } });
      expect(response.status).toBe(401);
    }
    const limited = await t.call("/enquiries", { headers: { ...fromAddress(address), Authorization: "Bearer guess" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toEqual(expect.any(String));
  });
});
