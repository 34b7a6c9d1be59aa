import { describe, expect, it } from "vitest";
import { safeRedirectTo } from "~/lib/console/redirect-to";
import { loader as inboxLoader } from "~/routes/console._index";
import { loader as accountLoader } from "~/routes/console.account";
import { action as signInAction } from "~/routes/console_.sign-in";
import { action as signOutAction } from "~/routes/console_.sign-out";
import { apiStaff, codeRequired, staffMe, staffSessions } from "../mocks/api/staff";
import { failure } from "../mocks/api/stub";
import { answerOf, getRequest, loadContext, postRequest, SITE, VISITOR } from "../support/route";
import { signedInGet, signedInPost, TOKEN } from "../support/console";

const context = loadContext();
const staff = apiStaff();

describe("console session", () => {
  it("sends a visitor without a session to sign-in, with the page to come back to", async () => {
    const request = getRequest("/console?status=new&q=asha");
    const answer = await answerOf(() => inboxLoader({ request, params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?redirectTo=%2Fconsole%3Fstatus%3Dnew%26q%3Dasha");
  });

  it("treats a cookie with a bad signature as no session", async () => {
    const request = getRequest("/console/account", { Cookie: "console_session=forged.value" });
    const answer = await answerOf(() => accountLoader({ request, params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?redirectTo=%2Fconsole%2Faccount");
  });

  it("clears the cookie and goes to sign-in when the API ends the session (401)", async () => {
    // The account page asks for the sessions and the staff member at once; the first 401 ends it.
    staffSessions.list(failure(401, "Sign in again"));
    staffMe();
    const answer = await answerOf(async () => accountLoader({ request: await signedInGet("/console/account"), params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?redirectTo=%2Fconsole%2Faccount");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^console_session=; Max-Age=0;/);
  });

  it("accepts only console paths of this site as the place to return to", () => {
    expect(safeRedirectTo("/console/leads/enquiry/4?x=1")).toBe("/console/leads/enquiry/4?x=1");
    for (const bad of ["https://evil.example/console", "//evil.example/console", "/\\evil.example", "/blog", "/console/sign-out", "/consolex", null]) {
      expect(safeRedirectTo(bad), String(bad)).toBe("/console");
    }
  });
});

describe("sign-in", () => {
  it("keeps the API's token in a signed, httpOnly, Lax, Secure cookie for 30 days, gives a device cookie for a year, and returns to the asked page", async () => {
    const signIn = staffSessions.signIn({ token: TOKEN, expires_at: "2026-12-23T00:00:00Z", staff });
    const request = await signedInPost(
      "/console/sign-in",
      { email: "asha@agency.example", password: "a long password", redirectTo: "/console/staff" },
      false,
    );
    const answer = await answerOf(() => signInAction({ request, params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/staff");
    const [cookie, device] = answer.headers.getSetCookie();
    expect(cookie).toMatch(/^console_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toContain(TOKEN);
    expect(device).toMatch(/^console_device=[^;]+; Max-Age=31536000; Path=\/console; HttpOnly; Secure; SameSite=Lax$/);
    expect(signIn.last()!.body).toMatchObject({ email: "asha@agency.example", password: "a long password" });
    expect(signIn.last()!.headers.get("X-Forwarded-For")).toBe(VISITOR);
  });

  it("tells the API of this browser's device cookie (its id, with the site's key) only when it names the account typed", async () => {
    const signIn = staffSessions.signIn({ token: TOKEN, expires_at: "2026-12-23T00:00:00Z", staff });
    const post = (email: string, cookie?: string) =>
      postRequest("/console/sign-in", { email, password: "a long password" }, { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) });
    const first = await answerOf(() => signInAction({ request: post("asha@agency.example"), params: {}, context }));
    expect(signIn.last()!.headers.get("X-Known-Device")).toBeNull();
    const device = first.headers.getSetCookie()[1]!.split(";")[0]!;

    await answerOf(() => signInAction({ request: post(" Asha@Agency.example", device), params: {}, context }));
    const known = signIn.last()!.headers.get("X-Known-Device");
    expect(known).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(signIn.last()!.headers.get("X-Site-Key")).toBeTruthy();

    await answerOf(() => signInAction({ request: post("ravi@agency.example", device), params: {}, context }));
    expect(signIn.last()!.headers.get("X-Known-Device")).toBeNull();
    await answerOf(() => signInAction({ request: post("asha@agency.example", `${device.slice(0, -3)}abc`), params: {}, context }));
    expect(signIn.last()!.headers.get("X-Known-Device")).toBeNull();
  });

  it("shows the API's one generic message next to the form, and never sends the password back", async () => {
    staffSessions.signIn(failure(401, "Email or password is incorrect"));
    const request = await signedInPost("/console/sign-in", { email: "asha@agency.example", password: "wrong one" }, false);
    const answer = await answerOf(() => signInAction({ request, params: {}, context }));
    expect(answer.status).toBe(400);
    const reply = answer.data as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(reply.result.error[""]).toEqual(["Email or password is incorrect"]);
    expect(reply.result.initialValue.email).toBe("asha@agency.example");
    expect(reply.result.initialValue.password).toBeUndefined();
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("asks for the authenticator code in the same form when the API requires it", async () => {
    staffSessions.signIn(codeRequired());
    const request = await signedInPost("/console/sign-in", { email: "asha@agency.example", password: "a long password" }, false);
    const answer = await answerOf(() => signInAction({ request, params: {}, context }));
    expect(answer.status).toBe(400);
    const reply = answer.data as { result: { error: Record<string, string[]> } };
    expect(reply.result.error.code).toEqual(["Enter the 6-digit code from your authenticator app"]);
  });

  it("checks the fields before asking the API", async () => {
    const request = await signedInPost("/console/sign-in", { email: "not-an-email", password: "" }, false);
    const answer = await answerOf(() => signInAction({ request, params: {}, context }));
    expect(answer.status).toBe(400);
    const reply = answer.data as { result: { error: Record<string, string[]> } };
    expect(Object.keys(reply.result.error).sort()).toEqual(["email", "password"]);
  });

  it("refuses a post from another site", async () => {
    // No Sec-Fetch-Site (an older browser): the Origin alone gives the post away.
    const request = new Request(`${SITE}/console/sign-in`, {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.co", password: "x" }),
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    const answer = await answerOf(() => signInAction({ request, params: {}, context }));
    expect(answer.status).toBe(403);
  });
});

describe("sign-out", () => {
  it("ends the session at the API and clears the cookie", async () => {
    const signOut = staffSessions.signOut();
    const request = await signedInPost("/console/sign-out", {});
    const answer = await answerOf(() => signOutAction({ request, params: {}, context }));
    expect(signOut.last()!.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^console_session=; Max-Age=0;/);
  });
});
