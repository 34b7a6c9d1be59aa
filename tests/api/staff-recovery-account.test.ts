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

const signInWith = (body: Record<string, unknown>) => t.call("/staff/sessions", { method: "POST", json: body });
const totpOf = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A member with two-factor on: their headers, the app's TOTP and the ten codes shown at enrolment. */
async function enrolled(email: string) {
  const member = await memberSession(t, email);
  const { secret } = await json(await t.call("/staff/totp/setup", { method: "POST", headers: member.headers }));
  const totp = totpOf(secret);
  const confirmed = await t.call("/staff/totp/confirm", { method: "POST", json: { code: totp.generate() }, headers: member.headers });
  expect(confirmed.status).toBe(200);
  const body = await json(confirmed);
  return { ...member, totp, codes: body.recovery_codes as string[], body };
}

describe("recovery codes", () => {
  it("issues ten different codes at enrolment, stores only keyed hashes, and each signs in once", async () => {
    const member = await enrolled("rescue@agency.example");
    expect(member.body.staff.totp_enabled).toBe(true);
    expect(member.codes).toHaveLength(10);
    expect(new Set(member.codes).size).toBe(10);
    for (const code of member.codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const stored = await t.sql(`select code_hash from staff_recovery_codes where staff_id = $1`, [member.id]);
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of member.codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace(/-/g, ""));
    }
    expect((await json(await t.call("/staff/me", { headers: member.headers }))).recovery_codes_left).toBe(10);

    // Typed in capitals without dashes, a code still counts; the answer says how many are left.
    const first = await signInWith({ email: member.email, password: PASSWORD, code: member.codes[0].toUpperCase().replace(/-/g, " ") });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ second_step: "recovery_code", recovery_codes_left: 9 });

    const again = await signInWith({ email: member.email, password: PASSWORD, code: member.codes[0] });
    expect(again.status).toBe(401);
    expect((await json(again)).totp_required).toBe(true);

    // A made-up code, and the right code with the wrong password, get nowhere.
    expect((await signInWith({ email: member.email, password: PASSWORD, code: "aaaa-bbbb-cccc" })).status).toBe(401);
    const wrongPassword = await signInWith({ email: member.email, password: "not the password", code: member.codes[1] });
    expect(await json(wrongPassword)).toEqual({ message: "Email or password is incorrect" });
    expect((await signInWith({ email: member.email, password: PASSWORD, code: member.codes[1] })).status).toBe(201);
    expect((await json(await t.call("/staff/me", { headers: member.headers }))).recovery_codes_left).toBe(8);
  });

  it("lets one of fifty simultaneous sign-ins through with the same code", async () => {
    const member = await enrolled("racer@agency.example");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signInWith({ email: member.email, password: PASSWORD, code: member.codes[0] })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(49);
  }, 120_000);

  it("regenerates with the password: ten new codes, the old ones stop working", async () => {
    const member = await enrolled("renew@agency.example");
    const wrong = await t.call("/staff/totp/recovery-codes", { method: "POST", json: { password: "not the password" }, headers: member.headers });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).errors[0].field).toBe("password");

    const renewed = await t.call("/staff/totp/recovery-codes", { method: "POST", json: { password: PASSWORD }, headers: member.headers });
    expect(renewed.status).toBe(201);
    const fresh: string[] = (await json(renewed)).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => member.codes.includes(code))).toBe(false);
    expect((await signInWith({ email: member.email, password: PASSWORD, code: member.codes[2] })).status).toBe(401);
    expect((await signInWith({ email: member.email, password: PASSWORD, code: fresh[2] })).status).toBe(201);
  });

  it("goes with two-factor: turning it off deletes the codes, and without two-factor there are none to make", async () => {
    const member = await enrolled("drop@agency.example");
    expect((await t.call("/staff/totp", { method: "DELETE", json: { password: PASSWORD }, headers: member.headers })).status).toBe(200);
    expect(await t.sql(`select id from staff_recovery_codes where staff_id = $1`, [member.id])).toHaveLength(0);
    expect((await json(await t.call("/staff/me", { headers: member.headers }))).recovery_codes_left).toBeNull();
    const none = await t.call("/staff/totp/recovery-codes", { method: "POST", json: { password: PASSWORD }, headers: member.headers });
    expect(none.status).toBe(409);
  });

  it("gives an otpauth:// link that an authenticator on the same phone opens", async () => {
    const member = await memberSession(t, "phone@agency.example");
    const { otpauth_url } = await json(await t.call("/staff/totp/setup", { method: "POST", headers: member.headers }));
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toMatch(/^[A-Z2-7]{32}$/);
    expect(url.searchParams.get("issuer")).toBe("Example Agency");
  });
});

describe("the account", () => {
  it("changes the name: one line, no control characters", async () => {
    const member = await memberSession(t, "rename@agency.example");
    const renamed = await t.call("/staff/me", { method: "PATCH", json: { name: "  Asha Verma " }, headers: member.headers });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).staff.name).toBe("Asha Verma");
    expect((await json(await t.call("/staff/me", { headers: member.headers }))).staff.name).toBe("Asha Verma");
    for (const name of ["Asha\nVerma", "Asha\u0007", "", "x".repeat(101)]) {
      const refused = await t.call("/staff/me", { method: "PATCH", json: { name }, headers: member.headers });
      expect(refused.status).toBe(400);
      expect((await json(refused)).errors[0].field).toBe("name");
    }
  });

  it("changes the password given the current one, and signs out every other session", async () => {
    const member = await createMember(t, "newpass@agency.example");
    const here = bearer(await signIn(t, member.email));
    const elsewhere = bearer(await signIn(t, member.email));
    const change = (body: Record<string, unknown>) => t.call("/staff/me/password", { method: "POST", json: body, headers: here });

    const wrongCurrent = await change({ current_password: "not the password", password: "a brand new passphrase" });
    expect(wrongCurrent.status).toBe(400);
    expect((await json(wrongCurrent)).errors[0].field).toBe("current_password");
    const tooShort = await change({ current_password: PASSWORD, password: "short" });
    expect(tooShort.status).toBe(400);
    expect((await json(tooShort)).errors[0]).toEqual({ field: "password", message: "Password must be 12 to 128 characters" });
    expect((await t.call("/staff/me", { headers: elsewhere })).status).toBe(200);

    const changed = await change({ current_password: PASSWORD, password: "a brand new passphrase" });
    expect(changed.status).toBe(200);
    expect((await json(changed)).sessions_ended).toBe(1);
    expect((await t.call("/staff/me", { headers: here })).status).toBe(200);
    expect((await t.call("/staff/me", { headers: elsewhere })).status).toBe(401);
    expect((await signInWith({ email: member.email, password: PASSWORD })).status).toBe(401);
    expect((await signInWith({ email: member.email, password: "a brand new passphrase" })).status).toBe(201);
  });

  it("signs out everywhere else: every other session of the account ends, this one and other people's stay", async () => {
    const member = await createMember(t, "everywhere@agency.example");
    const here = bearer(await signIn(t, member.email));
    const laptop = bearer(await signIn(t, member.email));
    const phone = bearer(await signIn(t, member.email));
    const colleague = await memberSession(t, "colleague@agency.example");
    const out = await t.call("/staff/sessions/others", { method: "DELETE", headers: here });
    expect(out.status).toBe(200);
    expect((await json(out)).sessions_ended).toBe(2);
    expect((await t.call("/staff/me", { headers: laptop })).status).toBe(401);
    expect((await t.call("/staff/me", { headers: phone })).status).toBe(401);
    expect((await t.call("/staff/me", { headers: here })).status).toBe(200);
    expect((await t.call("/staff/me", { headers: colleague.headers })).status).toBe(200);
  });
});

describe("the last owner", () => {
  it("cannot be demoted or removed; with a second owner either can be", async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const owner = await memberSession(fresh, "only-owner@agency.example", "owner");
      const demote = (id: number, headers: Record<string, string>) =>
        fresh.call(`/staff/members/${id}`, { method: "PATCH", json: { role: "staff" }, headers });

      const refused = await demote(owner.id, owner.headers);
      expect(refused.status).toBe(409);
      expect(await json(refused)).toEqual({ message: "The last owner cannot stop being an owner: make another person an owner first" });
      const removeRefused = await fresh.call(`/staff/members/${owner.id}`, { method: "DELETE", headers: adminHeaders });
      expect(removeRefused.status).toBe(409);
      expect((await json(removeRefused)).message).toBe("The last owner cannot be removed: invite another owner first");

      const second = await memberSession(fresh, "second@agency.example");
      const staffCannot = await fresh.call(`/staff/members/${second.id}`, { method: "PATCH", json: { role: "owner" }, headers: second.headers });
      expect(staffCannot.status).toBe(403);
      const promoted = await fresh.call(`/staff/members/${second.id}`, { method: "PATCH", json: { role: "owner" }, headers: owner.headers });
      expect(promoted.status).toBe(200);
      expect((await json(promoted)).staff.role).toBe("owner");
      expect((await fresh.call(`/staff/members/${second.id}`, { method: "PATCH", json: { role: "boss" }, headers: owner.headers })).status).toBe(400);

      expect((await demote(owner.id, second.headers)).status).toBe(200);
      // Now `second` is the only owner again.
      expect((await demote(second.id, second.headers)).status).toBe(409);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it("keeps one owner when two owners demote each other at the same moment, fifty times over", async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const a = await memberSession(fresh, "a@agency.example", "owner");
      const b = await memberSession(fresh, "b@agency.example", "owner");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const [by, target] = i % 2 ? [a, b] : [b, a];
          return fresh.call(`/staff/members/${target.id}`, { method: "PATCH", json: { role: "staff" }, headers: by.headers });
        }),
      );
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409 || answer.status === 403)).toBe(true);
      const owners = (await json(await fresh.call("/staff/members", { headers: adminHeaders }))).filter(
        (member: { role: string }) => member.role === "owner",
      );
      expect(owners).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
