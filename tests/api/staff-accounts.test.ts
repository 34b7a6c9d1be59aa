import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RULE } from "../../contract/staff";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { PASSWORD, bearer, createMember, memberSession, signIn } from "./staff-helpers";

const SITE_KEY = "site-key-for-staff-tests-0123456789";
const siteHeaders = { "X-Site-Key": SITE_KEY };
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false, siteKey: SITE_KEY }, { directSql: true });
});

afterAll(async () => {
  await t?.close();
});

const invite = (json: unknown, headers: Record<string, string> = adminHeaders) =>
  t.call("/staff/invitations", { method: "POST", json, headers });
const welcome = (json: unknown) => t.call("/staff/welcome", { method: "POST", json });

describe("invitations and the welcome link", () => {
  it("invites with the admin token, shows the invitation, and creates the account once", async () => {
    const invited = await invite({ email: "Asha.Iyer@Agency.example", role: "owner", name: "Asha" });
    expect(invited.status).toBe(201);
    expect(invited.headers.get("cache-control")).toBe("private, no-store");
    const invitation = await json(invited);
    expect(invitation).toEqual({
      email: "asha.iyer@agency.example",
      role: "owner",
      roles: ["owner"],
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
    });
    const hours = (Date.parse(invitation.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const shown = await t.call(`/staff/invitations/${invitation.token}`);
    expect(shown.status).toBe(200);
    expect(await json(shown)).toEqual({
      email: "asha.iyer@agency.example",
      role: "owner",
      roles: ["owner"],
      name: "Asha",
      expires_at: invitation.expires_at,
    });

    const created = await welcome({ token: invitation.token, name: "Asha Iyer", password: PASSWORD });
    expect(created.status).toBe(201);
    expect((await json(created)).staff).toEqual({
      id: expect.any(Number),
      email: "asha.iyer@agency.example",
      name: "Asha Iyer",
      roles: ["owner"],
      role: "owner",
      totp_enabled: false,
      created_at: expect.any(String),
    });

    // The token died on use.
    const again = await welcome({ token: invitation.token, name: "Someone", password: PASSWORD });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ message: "This link is not valid or has expired" });
    expect((await t.call(`/staff/invitations/${invitation.token}`)).status).toBe(404);

    // The account exists: inviting the address again is a conflict, in any letter case.
    expect((await invite({ email: "ASHA.IYER@agency.example", role: "staff" })).status).toBe(409);
  });

  it("replaces the earlier token when the same email is invited again", async () => {
    const first = await json(await invite({ email: "ravi@agency.example", role: "staff" }));
    const second = await json(await invite({ email: "ravi@agency.example", role: "staff" }));
    expect(second.token).not.toBe(first.token);
    expect((await t.call(`/staff/invitations/${first.token}`)).status).toBe(404);
    expect((await welcome({ token: first.token, name: "Ravi", password: PASSWORD })).status).toBe(404);
    expect((await welcome({ token: second.token, name: "Ravi", password: PASSWORD })).status).toBe(201);
  });

  it("refuses an expired invitation", async () => {
    const { token } = await json(await invite({ email: "late@agency.example", role: "staff" }));
    await t.sql(`update staff_invitations set expires_at = now() - interval '1 second' where email = $1`, [
      "late@agency.example",
    ]);
    const shown = await t.call(`/staff/invitations/${token}`);
    expect(shown.status).toBe(404);
    expect((await json(shown)).message).toBe("This link is not valid or has expired");
    expect((await welcome({ token, name: "Late", password: PASSWORD })).status).toBe(404);
  });

  it("applies the password rule with its one message, counted in characters", async () => {
    const { token } = await json(await invite({ email: "rule@agency.example", role: "staff" }));
    for (const password of ["short", "x".repeat(129)]) {
      const refused = await welcome({ token, name: "Rule", password });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toEqual({ message: PASSWORD_RULE, errors: [{ field: "password", message: PASSWORD_RULE }] });
    }
    // Twelve characters of Devanagari are twelve characters, whatever their bytes.
    expect((await welcome({ token, name: "नियम", password: "नमस्तेदुनियाआज".slice(0, 12) })).status).toBe(201);
  });

  it("names the bad field of an invitation and never answers 500", async () => {
    const cases: Array<[unknown, string]> = [
      [{ role: "staff" }, "email"],
      [{ email: "not-an-email", role: "staff" }, "email"],
      [{ email: "x@agency.example", role: "admin" }, "role"],
      [{ email: "x@agency.example", role: "staff", name: "n".repeat(101) }, "name"],
    ];
    for (const [body, field] of cases) {
      const response = await invite(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).errors[0].field).toBe(field);
    }
    const bad = await t.call("/staff/invitations", { method: "POST", body: "{", headers: { ...adminHeaders, "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
  });
});

describe("members", () => {
  it("lists members for owners and removes one, ending their sessions", async () => {
    const owner = await memberSession(t, "owner.members@agency.example", "owner");
    const member = await memberSession(t, "leaving@agency.example");
    expect((await t.call("/staff/me", { headers: member.headers })).status).toBe(200);

    const listed = await json(await t.call("/staff/members", { headers: owner.headers }));
    expect(listed.map((staff: { email: string }) => staff.email)).toEqual(
      expect.arrayContaining(["owner.members@agency.example", "leaving@agency.example"]),
    );

    const removed = await t.call(`/staff/members/${member.id}`, { method: "DELETE", headers: owner.headers });
    expect(removed.status).toBe(204);
    expect((await t.call("/staff/me", { headers: member.headers })).status).toBe(401);
    expect((await t.call(`/staff/members/${member.id}`, { method: "DELETE", headers: owner.headers })).status).toBe(404);
  });

  it("refuses to remove the last owner", async () => {
    const owners = (await t.sql(`select id from staff_members where 'owner' = any(roles)`)) as Array<{ id: number }>;
    for (const { id } of owners.slice(1)) {
      expect((await t.call(`/staff/members/${id}`, { method: "DELETE", headers: adminHeaders })).status).toBe(204);
    }
    const last = await t.call(`/staff/members/${owners[0].id}`, { method: "DELETE", headers: adminHeaders });
    expect(last.status).toBe(409);
    expect((await json(last)).message).toMatch(/last owner/);
  });
});

describe("password resets", () => {
  const requestReset = (email: string, headers: Record<string, string> = siteHeaders) =>
    t.call("/staff/password-resets", { method: "POST", json: { email }, headers });
  const complete = (token: string, password: string) =>
    t.call("/staff/password-resets/complete", { method: "POST", json: { token, password } });

  it("is a call only the site's server may make", async () => {
    expect((await requestReset("anyone@agency.example", {})).status).toBe(401);
    expect((await requestReset("anyone@agency.example", { "X-Site-Key": "wrong" })).status).toBe(401);
  });

  it("answers the same shape for unknown emails without a token", async () => {
    const response = await requestReset("nobody@agency.example");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ token: null });
  });

  it("sets a new password once, ends every session, and the old password stops working", async () => {
    await createMember(t, "forgetful@agency.example");
    const session = bearer(await signIn(t, "forgetful@agency.example"));
    const requested = await requestReset("Forgetful@agency.example");
    expect(requested.status).toBe(201);
    const reset = await json(requested);
    expect(reset).toEqual({ token: expect.any(String), expires_at: expect.any(String), email: "forgetful@agency.example" });
    expect((Date.parse(reset.expires_at) - Date.now()) / 60_000).toBeCloseTo(60, 0);

    expect((await complete(reset.token, "short")).status).toBe(400);
    const done = await complete(reset.token, "a brand new passphrase");
    expect(done.status).toBe(200);
    expect((await json(done)).staff.email).toBe("forgetful@agency.example");

    expect((await t.call("/staff/me", { headers: session })).status).toBe(401);
    expect((await complete(reset.token, "yet another passphrase")).status).toBe(404);
    const old = await t.call("/staff/sessions", { method: "POST", json: { email: "forgetful@agency.example", password: PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await t.call("/staff/sessions", {
      method: "POST",
      json: { email: "forgetful@agency.example", password: "a brand new passphrase" },
    });
    expect(fresh.status).toBe(201);
  });

  it("refuses a reset token older than an hour", async () => {
    await createMember(t, "slow@agency.example");
    const { token } = await json(await requestReset("slow@agency.example"));
    await t.sql(`update staff_password_resets set expires_at = now() - interval '1 second'`);
    const late = await complete(token, "a brand new passphrase");
    expect(late.status).toBe(404);
    expect((await json(late)).message).toBe("This link is not valid or has expired");
  });
});
