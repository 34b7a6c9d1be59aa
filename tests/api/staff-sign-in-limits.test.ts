import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF } from "../../api/limits";
import { type TestServer, json, startTestServer } from "./helpers";
import { PASSWORD, createMember } from "./staff-helpers";

let t: TestServer;
const SITE_KEY = "site-key-for-limit-tests-0123456789";

beforeAll(async () => {
  t = await startTestServer({ seed: false, rateLimit: true, siteKey: SITE_KEY });
});

afterAll(async () => {
  await t?.close();
});

const attempt = (email: string, password: string, address: string) =>
  t.call("/staff/sessions", { method: "POST", json: { email, password }, headers: { "X-Forwarded-For": address } });

describe("sign-in failure limits", () => {
  it("stops an account after its failures, from any address, with one generic message", async () => {
    await createMember(t, "target@agency.example");
    const { points } = STAFF.signInFailures.perAccount;
    for (let i = 0; i < points; i += 1) {
      expect((await attempt("target@agency.example", "wrong password", `198.51.100.${i + 1}`)).status).toBe(401);
    }
    // Even the right password waits now: the account is locked for a while, not the person's address.
    const limited = await attempt("target@agency.example", PASSWORD, "198.51.100.200");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(limited)).message).toMatch(/Too many sign-in attempts/);
  });

  it("stops an address trying many accounts, and others are not affected", async () => {
    await createMember(t, "other@agency.example");
    const { points } = STAFF.signInFailures.perAddress;
    for (let i = 0; i < points; i += 1) {
      expect((await attempt(`guess${i}@agency.example`, "wrong password", "203.0.113.50")).status).toBe(401);
    }
    const limited = await attempt("other@agency.example", PASSWORD, "203.0.113.50");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(STAFF.signInFailures.perAddress.durationSeconds);
    expect((await attempt("other@agency.example", PASSWORD, "203.0.113.51")).status).toBe(201);
  });

  it("clears an account's count when it signs in", async () => {
    await createMember(t, "clumsy@agency.example");
    const { points } = STAFF.signInFailures.perAccount;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < points - 1; i += 1) {
        expect((await attempt("clumsy@agency.example", "wrong password", `192.0.2.${round * 10 + i + 1}`)).status).toBe(401);
      }
      expect((await attempt("clumsy@agency.example", PASSWORD, "192.0.2.100")).status).toBe(201);
    }
  });
});

describe("bad token limits", () => {
  it("refuses an address that presents too many bad session tokens, but not the site's own server", async () => {
    const { points } = STAFF.tokenFailures;
    const guess = (address: string, extra: Record<string, string> = {}) =>
      t.call("/staff/me", { headers: { Authorization: "Bearer guessed-token", "X-Forwarded-For": address, ...extra } });
    for (let i = 0; i < points; i += 1) expect((await guess("203.0.113.77")).status).toBe(401);
    const limited = await guess("203.0.113.77");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The site's server forwards cookies it signed itself; its expired sessions are not guesses.
    for (let i = 0; i < points + 1; i += 1) expect((await guess("203.0.113.78", { "X-Site-Key": SITE_KEY })).status).toBe(401);
  });
});
