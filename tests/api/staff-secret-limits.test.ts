import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STAFF } from "../../api/limits";
import { hashPassword } from "../../api/security/passwords";
import { ADMIN_TOKEN, type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { available as redisAvailable, startRedis } from "./redis-server";
import { bearer, createMember, memberSession } from "./staff-helpers";

// Counts the password hashes the API makes: a guessed token must cost none.
vi.mock("../../api/security/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../api/security/passwords")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

/**
 * Secrets tried at the API, as the site's server sends them: with its key and the visitor's
 * address. Each limit is hit by 50 requests at once, the counts in memory and in Redis.
 */
const backends = [
  { name: "in memory", redis: false },
  ...(redisAvailable ? [{ name: "in Redis", redis: true }] : []),
];

const SITE_KEY = "site-key-for-secret-limit-tests-0123456789";
const AT_ONCE = 50;
const { points } = STAFF.tokenFailures;

const statusesOf = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
};

const fromSite = (address: string, extra: Record<string, string> = {}) => ({ "X-Site-Key": SITE_KEY, "X-Forwarded-For": address, ...extra });

describe.each(backends)("secrets tried through the site, counted $name", ({ redis: withRedis }) => {
  let t: TestServer;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let n = 0;
  const address = () => `198.18.${withRedis ? 1 : 0}.${(n += 1)}`;

  beforeAll(async () => {
    if (withRedis) redis = await startRedis(3_000);
    t = await startTestServer({ seed: false, rateLimit: true, siteKey: SITE_KEY, redisUrl: redis?.url });
  });

  afterAll(async () => {
    await t?.close();
    redis?.stop();
  });

  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  const atOnce = (send: () => Promise<Response>) => Promise.all(Array.from({ length: AT_ONCE }, send));

  it("limits admin token guesses per visitor address on the site's calls, the right token then too", async () => {
    const visitor = address();
    const guesses = await atOnce(() =>
      t.call("/staff/invitations", { method: "POST", json: { email: "new@agency.example", role: "staff" }, headers: fromSite(visitor, bearer("guess")) }),
    );
    expect(statusesOf(guesses)).toEqual({ 401: points, 429: AT_ONCE - points });
    const limited = guesses.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(limited)).message).toMatch(/Too many attempts/);
    const right = { email: `ok-${withRedis}@agency.example`, role: "staff" };
    expect((await t.call("/staff/invitations", { method: "POST", json: right, headers: fromSite(visitor, bearer(ADMIN_TOKEN)) })).status).toBe(429);
    expect((await t.call("/staff/invitations", { method: "POST", json: right, headers: fromSite(address(), bearer(ADMIN_TOKEN)) })).status).toBe(201);
  });

  it("limits admin token guesses on the admin calls in the same allowance", async () => {
    const visitor = address();
    for (let i = 0; i < points; i += 1) expect((await t.call("/staff/me", { headers: fromSite(visitor, bearer(`guess${i}`)) })).status).toBe(401);
    expect((await t.call("/enquiries", { headers: fromSite(visitor, adminHeaders) })).status).toBe(429);
  });

  it("limits session token guesses per visitor address on the site's calls", async () => {
    const guesses = await atOnce(() => t.call("/staff/me", { headers: fromSite("198.18.9.1", bearer("guessed-session")) }));
    expect(statusesOf(guesses)).toEqual({ 401: points, 429: AT_ONCE - points });
  });

  it("limits invitation link guesses, looked up and accepted, without hashing a password", async () => {
    const lookups = await atOnce(() => t.call("/staff/invitations/guessed-token", { headers: fromSite("198.18.9.2") }));
    expect(statusesOf(lookups)).toEqual({ 404: points, 429: AT_ONCE - points });
    const welcomes = await atOnce(() =>
      t.call("/staff/welcome", { method: "POST", json: { token: "guessed-token", name: "Guesser", password: "a long enough password" }, headers: fromSite("198.18.9.3") }),
    );
    expect(statusesOf(welcomes)).toEqual({ 404: points, 429: AT_ONCE - points });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("limits reset link guesses and hashes no password for them", async () => {
    const resets = await atOnce(() =>
      t.call("/staff/password-resets/complete", { method: "POST", json: { token: "guessed-token", password: "a long enough password" }, headers: fromSite("198.18.9.4") }),
    );
    expect(statusesOf(resets)).toEqual({ 404: points, 429: AT_ONCE - points });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("limits two-factor code guesses per address", async () => {
    const member = await memberSession(t, `totp-${withRedis}@agency.example`);
    expect((await t.call("/staff/totp/setup", { method: "POST", headers: member.headers })).status).toBe(200);
    const confirm = () => t.call("/staff/totp/confirm", { method: "POST", json: { code: "000000" }, headers: fromSite("198.18.9.5", member.headers) });
    const burst = statusesOf(await atOnce(confirm));
    expect((burst[400] ?? 0) + (burst[429] ?? 0)).toBe(AT_ONCE);
    // The session token of each request holds an attempt of the same allowance while it is looked
    // up, so a burst may be refused sooner; counted one by one, exactly the allowance is checked.
    let checked = burst[400] ?? 0;
    while (checked <= points) {
      const status = (await confirm()).status;
      if (status === 429) break;
      expect(status).toBe(400);
      checked += 1;
    }
    expect(checked).toBe(points);
  });

  describe("forgot password", () => {
    const ask = (email: string, visitor: string) =>
      t.call("/staff/password-resets", { method: "POST", json: { email }, headers: fromSite(visitor) });
    const { perAccount, perAddress } = STAFF.resetRequests;

    it(`makes at most ${perAccount.points} links an hour for one account, however many ask at once`, async () => {
      const known = `forgetful-${withRedis}@agency.example`;
      await createMember(t, known);
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => ask(known, `198.18.10.${i}`)));
      expect(statusesOf(answers)).toEqual({ 201: perAccount.points, 429: 15 - perAccount.points });
      expect((await json(answers.find((answer) => answer.status === 429)!)).message).toMatch(/Too many reset links/);
      // An unknown email is counted the same way, so the limit tells nothing about who has an account.
      const unknown = await Promise.all(Array.from({ length: 15 }, (_, i) => ask(`nobody-${withRedis}@agency.example`, `198.18.11.${i}`)));
      expect(statusesOf(unknown)).toEqual({ 200: perAccount.points, 429: 15 - perAccount.points });
    });

    it(`answers at most ${perAddress.points} requests an hour from one address`, async () => {
      const answers = await atOnce(() => ask(`someone${(n += 1)}@agency.example`, "198.18.12.1"));
      expect(statusesOf(answers)).toEqual({ 200: perAddress.points, 429: AT_ONCE - perAddress.points });
    });
  });
});
