import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

const SITE_KEY = "site-key-for-access-tests-0123456789";
let t: TestServer;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({ seed: false, siteKey: SITE_KEY });
  staffHeaders = (await memberSession(t, "plain.staff@agency.example", "staff")).headers;
});

afterAll(async () => {
  await t?.close();
});

type Call = { method: string; path: string; body?: unknown };

/** Every /staff endpoint that needs a session or the admin token (docs/api.md). */
const STAFF_CALLS: Call[] = [
  { method: "GET", path: "/staff/me" },
  { method: "GET", path: "/staff/sessions" },
  { method: "DELETE", path: "/staff/sessions/current" },
  { method: "DELETE", path: "/staff/sessions/1" },
  { method: "POST", path: "/staff/totp/setup" },
  { method: "POST", path: "/staff/totp/confirm", body: { code: "123456" } },
  { method: "DELETE", path: "/staff/totp", body: { password: "whatever it is" } },
  { method: "GET", path: "/staff/leads" },
  { method: "GET", path: "/staff/leads/counts" },
  { method: "GET", path: "/staff/leads.csv" },
  { method: "GET", path: "/staff/leads/enquiry/1" },
  { method: "POST", path: "/staff/leads/enquiry/1/status", body: { status: "won" } },
  { method: "POST", path: "/staff/leads/enquiry/1/notes", body: { body: "Called back" } },
  { method: "GET", path: "/staff/leads/application/1/resume" },
];

/** Owner-only calls: 403 for a staff-role session. */
const OWNER_CALLS: Call[] = [
  { method: "POST", path: "/staff/invitations", body: { email: "new@agency.example", role: "staff" } },
  { method: "GET", path: "/staff/members" },
  { method: "DELETE", path: "/staff/members/1" },
  { method: "DELETE", path: "/staff/leads/enquiry/1" },
];

/** Calls only the site's server makes (X-Site-Key). */
const SITE_CALLS: Call[] = [
  { method: "POST", path: "/staff/password-resets", body: { email: "plain.staff@agency.example" } },
  { method: "GET", path: "/staff/leads/enquiry/1/status" },
];

const send = ({ method, path, body }: Call, headers: Record<string, string>) =>
  t.call(path, { method, headers, ...(body === undefined ? {} : { json: body }) });

describe("who may call which staff endpoint", () => {
  it("answers 401 with WWW-Authenticate to every staff call without a valid token", async () => {
    for (const call of [...STAFF_CALLS, ...OWNER_CALLS]) {
      const attempts: Array<Record<string, string>> = [
        {},
        { Authorization: "Bearer not-a-session-token" },
        { Authorization: "Basic abc" },
      ];
      for (const headers of attempts) {
        const response = await send(call, headers);
        expect(response.status, `${call.method} ${call.path} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect((await json(response)).message).toEqual(expect.any(String));
      }
    }
  });

  it("answers 403 to a staff-role session on every owner-only call", async () => {
    for (const call of OWNER_CALLS) {
      const response = await send(call, staffHeaders);
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
      expect((await json(response)).message).toMatch(/^Your roles do not allow this: it needs Owner \(/);
    }
  });

  it("lets the admin token act as an owner", async () => {
    expect((await send(OWNER_CALLS[1], adminHeaders)).status).toBe(200);
  });

  it("keeps site calls to the site's key: a staff session or the admin token is not enough", async () => {
    for (const call of SITE_CALLS) {
      for (const headers of [{}, staffHeaders, adminHeaders, { "X-Site-Key": "wrong" }]) {
        expect((await send(call, headers)).status, `${call.method} ${call.path}`).toBe(401);
      }
      expect((await send(call, { "X-Site-Key": SITE_KEY })).status).not.toBe(401);
    }
  });
});
