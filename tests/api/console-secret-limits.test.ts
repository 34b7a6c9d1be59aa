import { createHash } from "node:crypto";
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteKey } from "~/lib/site-key.server";
import { action as invitationsAction } from "~/routes/console_.invitations";
import { action as forgotAction } from "~/routes/console_.forgot-password";
import { action as resetAction } from "~/routes/console_.reset-password";
import { action as signInAction } from "~/routes/console_.sign-in";
import { action as welcomeAction, loader as welcomeLoader } from "~/routes/console_.welcome";
import { STAFF } from "../../api/limits";
import { answerOf } from "../support/route";
import { type TestServer, startTestServer } from "./helpers";
import { available as redisAvailable, startRedis } from "./redis-server";
import { createMember, PASSWORD } from "./staff-helpers";

/**
 * The console's own routes against the real API with its limits on, as a guesser meets them:
 * 50 requests at once from one visitor. The site's calls carry its key and the visitor's address,
 * and the API counts the visitor. Counts in Redis when one is at hand (several instances), else in memory.
 */
const SITE = "http://localhost";
const AT_ONCE = 50;
const { points } = STAFF.tokenFailures;
let t: TestServer;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;

const SECRET = "console-limits-session-secret-0123456789";
/** The key the site derives from its secret (site-key.server.ts); checked against it below, once the site's settings are read. */
const SITE_KEY = createHash("sha256").update(`api-site-key:${SECRET}`).digest("base64url");

beforeAll(async () => {
  if (redisAvailable) redis = await startRedis(4_000);
  t = await startTestServer({ seed: false, rateLimit: true, siteKey: SITE_KEY, redisUrl: redis?.url });
  // The site reads its settings once: both are set before anything reads them.
  process.env.SESSION_SECRET = SECRET;
  process.env.API_BASE_URL = `${t.baseUrl}/api`;
  expect(siteKey()).toBe(SITE_KEY);
});

afterAll(async () => {
  await t?.close();
  redis?.stop();
});

const contextOf = (clientIp: string, extra: Partial<AppLoadContext> = {}) => ({ cspNonce: "", clientIp, ...extra }) as AppLoadContext;

const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

const statusesOf = (answers: Array<{ status: number }>) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

const atOnce = <T>(send: () => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, send));

/** The form-level message a console form shows, from an action's answer. */
const formError = (answer: { data: unknown }) => (answer.data as { result?: { error?: Record<string, string[]> } }).result?.error?.[""]?.[0];

describe("secrets guessed through the console's routes", () => {
  it("/console/invitations: admin token guesses answer 429 past the allowance", async () => {
    const guess = () =>
      invitationsAction({
        request: new Request(`${SITE}/console/invitations`, {
          method: "POST",
          headers: { Authorization: "Bearer guessed-admin-token", "Content-Type": "application/json" },
          body: JSON.stringify({ email: "new@agency.example", role: "staff" }),
        }),
        params: {},
        context: contextOf("192.0.2.10"),
      });
    const answers = await atOnce(guess);
    expect(statusesOf(answers)).toEqual({ 401: points, 429: AT_ONCE - points });
    expect(await answers.find((answer) => answer.status === 429)!.json()).toEqual({ message: expect.stringMatching(/Too many attempts/) });
  });

  it("/console/welcome: link guesses, opened and posted, answer 429 past the allowance", async () => {
    const opened = await atOnce(() =>
      answerOf(() => welcomeLoader({ request: new Request(`${SITE}/console/welcome?token=guess`), params: {}, context: contextOf("192.0.2.11") })),
    );
    expect(statusesOf(opened)).toEqual({ 404: points, 429: AT_ONCE - points });
    expect(opened.find((answer) => answer.status === 429)!.data).toMatchObject({ refused: expect.stringMatching(/Too many attempts/) });

    const posted = await atOnce(() =>
      answerOf(() =>
        welcomeAction({
          request: formPost("/console/welcome?token=guess", { token: "guess", name: "Guesser", password: "a long enough password" }),
          params: {},
          context: contextOf("192.0.2.12"),
        }),
      ),
    );
    expect(statusesOf(posted)).toEqual({ 404: points, 429: AT_ONCE - points });
    expect(formError(posted.find((answer) => answer.status === 429)!)).toMatch(/Too many attempts/);
  });

  it("/console/reset-password: link guesses answer 429 past the allowance, with the message on the form", async () => {
    const answers = await atOnce(() =>
      answerOf(() =>
        resetAction({
          request: formPost("/console/reset-password?token=guess", { token: "guess", password: "a long enough password" }),
          params: {},
          context: contextOf("192.0.2.13"),
        }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 404: points, 429: AT_ONCE - points });
    expect(formError(answers.find((answer) => answer.status === 429)!)).toMatch(/Too many attempts/);
  });

  it("/console/sign-in: wrong passwords for one account from one visitor answer 429 past the allowance", async () => {
    await createMember(t, "sign-in-target@agency.example");
    const answers = await atOnce(() =>
      answerOf(() =>
        signInAction({
          request: formPost("/console/sign-in", { email: "sign-in-target@agency.example", password: "wrong password", redirectTo: "/console" }),
          params: {},
          context: contextOf("192.0.2.14"),
        }),
      ),
    );
    const allowed = STAFF.signInFailures.perAccountAtAddress.points;
    expect(statusesOf(answers)).toEqual({ 400: allowed, 429: AT_ONCE - allowed });
    expect(formError(answers.find((answer) => answer.status === 429)!)).toMatch(/Too many sign-in attempts/);
  });

  it("/console/forgot-password: mails at most the account's allowance, and answers without waiting for the mail", async () => {
    await createMember(t, "forgetful@agency.example");
    // The mail queue never answers here: the page must not wait for it.
    const staffLink = vi.fn(() => new Promise<void>(() => undefined));
    const context = contextOf("192.0.2.15", { notifications: { enabled: true, staffLink, leadArrived: vi.fn() } } as Partial<AppLoadContext>);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        answerOf(() => forgotAction({ request: formPost("/console/forgot-password", { email: "forgetful@agency.example" }), params: {}, context })),
      ),
    );
    const allowed = STAFF.resetRequests.perAccount.points;
    expect(statusesOf(answers)).toEqual({ 200: allowed, 429: 15 - allowed });
    expect(staffLink).toHaveBeenCalledTimes(allowed);
    expect(formError(answers.find((answer) => answer.status === 429)!)).toMatch(/Too many reset links/);
  });
});

describe("a browser that signed in to an account before, once strangers reached the account's ceiling", () => {
  const { perAccount, perKnownDevice } = STAFF.signInFailures;
  const signIn = (email: string, password: string, cookie?: string, clientIp = "192.0.2.30") =>
    answerOf(() => signInAction({ request: formPost("/console/sign-in", { email, password, redirectTo: "/console" }, cookie), params: {}, context: contextOf(clientIp) }));
  /** The browser's device cookie from a sign-in's answer, as it sends it back. */
  const deviceCookieOf = (answer: { headers: Headers }) => {
    const cookie = answer.headers.getSetCookie().find((header) => header.startsWith("console_device="));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=31536000/);
    return cookie!.split(";")[0]!;
  };
  /** Strangers' wrong passwords straight at the API, one from each of many addresses, past the ceiling. */
  const strangersGuess = (email: string, network: number) =>
    Promise.all(
      Array.from({ length: perAccount.points + 5 }, (_, i) =>
        t.call("/staff/sessions", { method: "POST", json: { email, password: "wrong password" }, headers: { "X-Forwarded-For": `10.6.${network}.${i}` } }),
      ),
    );

  it("signs the owner in with their device cookie; a browser without one, a forged one or another account's is refused", async () => {
    const [owner, other] = ["device-owner@agency.example", "device-other@agency.example"];
    await createMember(t, owner, "owner");
    await createMember(t, other);
    const ownersLaptop = deviceCookieOf(await signIn(owner, PASSWORD));
    const othersLaptop = deviceCookieOf(await signIn(other, PASSWORD));
    const guessed = await strangersGuess(owner, 1);
    expect(guessed.filter((answer) => answer.status === 429)).toHaveLength(5);

    const refused = await signIn(owner, PASSWORD, undefined, "192.0.2.31");
    expect(refused.status).toBe(429);
    expect(formError(refused)).toMatch(/Too many sign-in attempts/);
    // Signed with another secret, or altered: no device.
    const forged = (await createCookie("console_device", { secrets: ["not-the-site-secret-0123456789"] }).serialize({ account: owner, device: "forged-device-00001" })).split(";")[0]!;
    expect((await signIn(owner, PASSWORD, forged)).status).toBe(429);
    expect((await signIn(owner, PASSWORD, `${ownersLaptop.slice(0, -2)}xx`)).status).toBe(429);
    // Another account's device cookie is nothing at this one.
    expect((await signIn(owner, PASSWORD, othersLaptop)).status).toBe(429);

    const signedIn = await signIn(owner, PASSWORD, ownersLaptop);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/console");
    // A new device cookie with each sign-in, good for the next one.
    expect((await signIn(owner, PASSWORD, deviceCookieOf(signedIn))).status).toBe(303);
  });

  it(`refuses a device cookie too once it has failed ${perKnownDevice.points} times`, async () => {
    const owner = "device-guessed@agency.example";
    await createMember(t, owner, "owner");
    const laptop = deviceCookieOf(await signIn(owner, PASSWORD));
    await strangersGuess(owner, 2);
    const guesses = await atOnce(() => signIn(owner, "wrong password", laptop, "192.0.2.32"));
    expect(statusesOf(guesses)).toEqual({ 400: perKnownDevice.points, 429: AT_ONCE - perKnownDevice.points });
    expect((await signIn(owner, PASSWORD, laptop)).status).toBe(429);
  });
});

