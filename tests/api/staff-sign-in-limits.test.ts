import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF } from "../../api/limits";
import { type TestServer, json, startTestServer } from "./helpers";
import { available as redisAvailable, startRedis } from "./redis-server";
import { PASSWORD, createMember } from "./staff-helpers";

/**
 * Sign-in limits with the counts in memory and, when a Redis is at hand, in Redis: requests sent
 * all at once, as a guesser would send them, must not slip past a count read before any was added.
 */
const backends = [
  { name: "in memory", redis: false },
  ...(redisAvailable ? [{ name: "in Redis", redis: true }] : []),
];

const AT_ONCE = 50;
const SITE_KEY = "site-key-for-sign-in-limits-0123456789";
const { perAddress, perAccountAtAddress, perAccount, perKnownDevice } = STAFF.signInFailures;

const statusesOf = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
};

describe.each(backends)("sign-in limits $name", ({ redis: withRedis }) => {
  let t: TestServer;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;

  beforeAll(async () => {
    if (withRedis) redis = await startRedis(2_000);
    t = await startTestServer({ seed: false, rateLimit: true, siteKey: SITE_KEY, redisUrl: redis?.url });
  });

  afterAll(async () => {
    await t?.close();
    redis?.stop();
  });

  const attempt = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
    t.call("/staff/sessions", { method: "POST", json: { email, password }, headers: { "X-Forwarded-For": address, ...headers } });

  it(`checks at most ${perAccountAtAddress.points} of ${AT_ONCE} wrong passwords sent at once for one account from one address`, async () => {
    await createMember(t, `parallel-${withRedis}@agency.example`);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => attempt(`parallel-${withRedis}@agency.example`, "wrong password", "198.51.100.10")),
    );
    expect(statusesOf(answers)).toEqual({ 401: perAccountAtAddress.points, 429: AT_ONCE - perAccountAtAddress.points });
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(limited)).message).toMatch(/Too many sign-in attempts/);
  });

  it(`checks at most ${perAddress.points} of ${AT_ONCE} wrong passwords sent at once from one address to many accounts`, async () => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => attempt(`guess${i}-${withRedis}@agency.example`, "wrong password", "203.0.113.50")),
    );
    expect(statusesOf(answers)).toEqual({ 401: perAddress.points, 429: AT_ONCE - perAddress.points });
    // Another address is not affected.
    expect((await attempt(`guess0-${withRedis}@agency.example`, "wrong password", "203.0.113.51")).status).toBe(401);
  });

  it(`counts 30 addresses of one IPv6 /64 as one address: ${perAddress.points} of their guesses are checked`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`net${i}-${withRedis}@agency.example`, "wrong password", `2001:db8:77:${withRedis ? 1 : 2}::${(i + 1).toString(16)}`)),
    );
    expect(statusesOf(answers)).toEqual({ 401: perAddress.points, 429: 30 - perAddress.points });
  });

  it("does not lock the owner out at their own address after strangers' wrong passwords", async () => {
    const owner = `owner-${withRedis}@agency.example`;
    await createMember(t, owner, "owner");
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => attempt(owner, "wrong password", "192.0.2.66")));
    expect(statusesOf(answers)[401]).toBe(perAccountAtAddress.points);
    // The stranger's address is refused even with the right password; the owner's is not.
    expect((await attempt(owner, PASSWORD, "192.0.2.66")).status).toBe(429);
    expect((await attempt(owner, PASSWORD, "192.0.2.1")).status).toBe(201);
  });

  it(`stops guesses spread over many addresses at the account's ceiling of ${perAccount.points}`, async () => {
    const target = `spread-${withRedis}@agency.example`;
    await createMember(t, target);
    const tries = perAccount.points + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) => attempt(target, "wrong password", `10.9.${Math.floor(i / 200)}.${i % 200}`)),
    );
    expect(statusesOf(answers)).toEqual({ 401: perAccount.points, 429: 10 });
  });

  it("never counts right passwords, and forgets an address's failures at an account once it signs in", async () => {
    const clumsy = `clumsy-${withRedis}@agency.example`;
    await createMember(t, clumsy);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < perAccountAtAddress.points - 1; i += 1) {
        expect((await attempt(clumsy, "wrong password", "192.0.2.100")).status).toBe(401);
      }
      expect((await attempt(clumsy, PASSWORD, "192.0.2.100")).status).toBe(201);
    }
    // An attempt is held while its password is checked, and given back once it proved right.
    for (let i = 0; i < perAddress.points + 2; i += 1) expect((await attempt(clumsy, PASSWORD, "192.0.2.101")).status).toBe(201);
  });

  it(`lets a browser known to the account (the site's word, with its key) past the ceiling, with its own ${perKnownDevice.points} tries`, async () => {
    const owner = `known-${withRedis}@agency.example`;
    await createMember(t, owner, "owner");
    const strangers = await Promise.all(
      Array.from({ length: perAccount.points + 5 }, (_, i) => attempt(owner, "wrong password", `10.8.${withRedis ? 1 : 2}.${i}`)),
    );
    expect(statusesOf(strangers)).toEqual({ 401: perAccount.points, 429: 5 });
    const known = (device: string, key = SITE_KEY) => ({ "X-Known-Device": device, "X-Site-Key": key });

    expect((await attempt(owner, PASSWORD, "192.0.2.200")).status).toBe(429);
    // Without the site's key the header is anyone's word: the ceiling holds.
    expect((await attempt(owner, PASSWORD, "192.0.2.200", known("owners-laptop-0001", "guessed-key"))).status).toBe(429);
    expect((await attempt(owner, PASSWORD, "192.0.2.200", { "X-Known-Device": "owners-laptop-0001" })).status).toBe(429);
    expect((await attempt(owner, PASSWORD, "192.0.2.200", known("owners-laptop-0001"))).status).toBe(201);

    // A device's wrong passwords, sent at once, use up its own allowance and no other's.
    const guesses = await Promise.all(Array.from({ length: 20 }, () => attempt(owner, "wrong password", "192.0.2.201", known("stolen-cookie-0002"))));
    expect(statusesOf(guesses)).toEqual({ 401: perKnownDevice.points, 429: 20 - perKnownDevice.points });
    expect((await attempt(owner, PASSWORD, "192.0.2.201", known("stolen-cookie-0002"))).status).toBe(429);
    expect((await attempt(owner, PASSWORD, "192.0.2.201", known("owners-laptop-0001"))).status).toBe(201);
  });
});
