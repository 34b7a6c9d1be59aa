import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest } from "~/lib/api-client.server";
import { siteKey } from "~/lib/site-key.server";
import { type TestServer, startTestServer } from "./helpers";

// The value a backend of one's own would be given too: the API below knows it, not the session secret.
const CONFIGURED = "shared-site-key-for-a-backend-0123456789abcdef";
let t: TestServer;

beforeAll(async () => {
  process.env.SITE_KEY = CONFIGURED;
  process.env.SESSION_SECRET ??= "site-key-setting-session-secret-0123456789";
  t = await startTestServer({ siteKey: CONFIGURED });
  process.env.API_BASE_URL = `${t.baseUrl}/api`;
});

afterAll(async () => {
  await t?.close();
});

describe("SITE_KEY, shared by the site and the backend", () => {
  it("is the key the site sends, and the API takes it for the site's own calls", async () => {
    expect(siteKey()).toBe(CONFIGURED);
    const reply = (await apiRequest("/staff/auto-reply")) as { enabled?: unknown };
    expect(typeof reply.enabled).toBe("boolean");
  });

  it("is refused when another key comes", async () => {
    const answer = await t.call("/staff/auto-reply", { headers: { "X-Site-Key": `${CONFIGURED}x` } });
    expect(answer.status).toBe(401);
    expect((await answer.json()).message).toMatch(/X-Site-Key/);
  });
});
