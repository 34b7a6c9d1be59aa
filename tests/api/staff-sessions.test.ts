import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { PASSWORD, bearer, createMember, memberSession, signIn } from "./staff-helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false, totpIssuer: "Example Agency" }, { directSql: true });
});

afterAll(async () => {
  await t?.close();
});

const signInWith = (json: Record<string, unknown>) => t.call("/staff/sessions", { method: "POST", json });

describe("signing in", () => {
  it("opens a new 30-day session at every sign-in and answers who is signed in", async () => {
    await createMember(t, "meera@agency.example", "staff", "Meera");
    const first = await signInWith({ email: "Meera@Agency.example", password: PASSWORD, user_agent: "Firefox on Linux" });
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const opened = await json(first);
    expect(opened.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.staff).toMatchObject({ email: "meera@agency.example", name: "Meera", role: "staff", totp_enabled: false });
    const days = (Date.parse(opened.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);

    const second = await json(await signInWith({ email: "meera@agency.example", password: PASSWORD }));
    expect(second.token).not.toBe(opened.token);

    const me = await json(await t.call("/staff/me", { headers: bearer(opened.token) }));
    expect(me.staff.email).toBe("meera@agency.example");
    expect(me.session).toEqual({ id: expect.any(Number), expires_at: opened.expires_at });

    const sessions = await json(await t.call("/staff/sessions", { headers: bearer(second.token) }));
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const firstSession = sessions.find((session: { id: number }) => session.id === me.session.id);
    expect(firstSession).toMatchObject({ user_agent: "Firefox on Linux", current: false, expires_at: opened.expires_at });

    // Tokens are stored only as hashes.
    const stored = await t.sql(`select token_hash from staff_sessions`);
    expect(stored.some((row) => row.token_hash === opened.token)).toBe(false);
  });

  it("answers one message for a wrong password and an unknown email", async () => {
    await createMember(t, "kiran@agency.example");
    for (const attempt of [
      { email: "kiran@agency.example", password: "wrong password here" },
      { email: "nobody@agency.example", password: PASSWORD },
    ]) {
      const response = await signInWith(attempt);
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: "Email or password is incorrect" });
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    const missing = await signInWith({ email: "kiran@agency.example" });
    expect(missing.status).toBe(400);
    expect((await json(missing)).errors[0].field).toBe("password");
  });

  it("updates last_seen_at at most once a minute", async () => {
    const member = await memberSession(t, "seen@agency.example");
    const before = await json(await t.call("/staff/sessions", { headers: member.headers }));
    await t.call("/staff/me", { headers: member.headers });
    const unchanged = await json(await t.call("/staff/sessions", { headers: member.headers }));
    expect(unchanged[0].last_seen_at).toBe(before[0].last_seen_at);

    await t.sql(`update staff_sessions set last_seen_at = now() - interval '2 minutes' where id = $1`, [before[0].id]);
    await t.call("/staff/me", { headers: member.headers });
    const touched = await json(await t.call("/staff/sessions", { headers: member.headers }));
    expect(Date.parse(touched[0].last_seen_at)).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe("ending sessions", () => {
  it("signs out: the token stops working", async () => {
    const member = await memberSession(t, "leaves@agency.example");
    const out = await t.call("/staff/sessions/current", { method: "DELETE", headers: member.headers });
    expect(out.status).toBe(204);
    const after = await t.call("/staff/me", { headers: member.headers });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("answers 401 once a session has expired", async () => {
    const member = await memberSession(t, "expires@agency.example");
    await t.sql(
      `update staff_sessions set expires_at = now() - interval '1 second'
       where staff_id = (select id from staff_members where email = $1)`,
      ["expires@agency.example"],
    );
    expect((await t.call("/staff/me", { headers: member.headers })).status).toBe(401);
  });

  it("revokes own sessions; staff cannot end others', owners can", async () => {
    const alice = await createMember(t, "alice@agency.example");
    const laptop = bearer(await signIn(t, alice.email));
    const phone = bearer(await signIn(t, alice.email));
    const sessions = await json(await t.call("/staff/sessions", { headers: laptop }));
    const phoneSession = sessions.find((session: { current: boolean }) => !session.current);
    expect((await t.call(`/staff/sessions/${phoneSession.id}`, { method: "DELETE", headers: laptop })).status).toBe(204);
    expect((await t.call("/staff/me", { headers: phone })).status).toBe(401);
    expect((await t.call("/staff/me", { headers: laptop })).status).toBe(200);

    const bob = await memberSession(t, "bob@agency.example");
    const laptopId = (await json(await t.call("/staff/me", { headers: laptop }))).session.id;
    expect((await t.call(`/staff/sessions/${laptopId}`, { method: "DELETE", headers: bob.headers })).status).toBe(404);
    expect((await t.call("/staff/me", { headers: laptop })).status).toBe(200);

    const owner = await memberSession(t, "boss@agency.example", "owner");
    expect((await t.call(`/staff/sessions/${laptopId}`, { method: "DELETE", headers: owner.headers })).status).toBe(204);
    expect((await t.call("/staff/me", { headers: laptop })).status).toBe(401);
  });

  it("tells the admin token that calls about 'me' need a person", async () => {
    const response = await t.call("/staff/me", { headers: adminHeaders });
    expect(response.status).toBe(403);
  });
});

describe("two-factor sign-in", () => {
  const totpOf = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

  it("enrols, then asks for the code, refuses a wrong or reused one, and turns off with the password", async () => {
    const member = await memberSession(t, "secure@agency.example");
    const setup = await t.call("/staff/totp/setup", { method: "POST", headers: member.headers });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = await json(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Example%20Agency:secure%40agency\.example\?/);
    expect(otpauth_url).toContain("algorithm=SHA1&digits=6&period=30");

    // Not on until a code is confirmed.
    expect((await json(await t.call("/staff/me", { headers: member.headers }))).staff.totp_enabled).toBe(false);
    const totp = totpOf(secret);
    const wrongConfirm = await t.call("/staff/totp/confirm", { method: "POST", json: { code: "000000" }, headers: member.headers });
    expect(wrongConfirm.status).toBe(400);
    expect((await json(wrongConfirm)).errors[0].field).toBe("code");
    const confirmed = await t.call("/staff/totp/confirm", { method: "POST", json: { code: totp.generate() }, headers: member.headers });
    expect(confirmed.status).toBe(200);
    expect((await json(confirmed)).staff.totp_enabled).toBe(true);

    const needsCode = { message: "Enter the 6-digit code from your authenticator app", totp_required: true };
    const noCode = await signInWith({ email: "secure@agency.example", password: PASSWORD });
    expect(noCode.status).toBe(401);
    expect(await json(noCode)).toEqual(needsCode);
    const wrongCode = await signInWith({ email: "secure@agency.example", password: PASSWORD, code: "123456" });
    expect(wrongCode.status).toBe(401);
    expect(await json(wrongCode)).toEqual(needsCode);
    // A right code with a wrong password says nothing about the code.
    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const wrongPassword = await signInWith({ email: "secure@agency.example", password: "not the password", code: nextCode });
    expect(await json(wrongPassword)).toEqual({ message: "Email or password is incorrect" });

    const withCode = await signInWith({ email: "secure@agency.example", password: PASSWORD, code: nextCode });
    expect(withCode.status).toBe(201);
    // The same code does not work twice.
    const replayed = await signInWith({ email: "secure@agency.example", password: PASSWORD, code: nextCode });
    expect(replayed.status).toBe(401);

    const badOff = await t.call("/staff/totp", { method: "DELETE", json: { password: "not the password" }, headers: member.headers });
    expect(badOff.status).toBe(400);
    const off = await t.call("/staff/totp", { method: "DELETE", json: { password: PASSWORD }, headers: member.headers });
    expect(off.status).toBe(200);
    expect((await json(off)).staff.totp_enabled).toBe(false);
    expect((await signInWith({ email: "secure@agency.example", password: PASSWORD })).status).toBe(201);
  });
});
