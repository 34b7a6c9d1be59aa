import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { action as forgotAction } from "~/routes/console_.forgot-password";
import { action as resetAction } from "~/routes/console_.reset-password";
import { loader as signInLoader } from "~/routes/console_.sign-in";
import { action as welcomeAction } from "~/routes/console_.welcome";
import { apiStaff, passwordResets, staffInvitations, staffMe, staffSessions } from "../mocks/api/staff";
import { failure } from "../mocks/api/stub";
import { answerOf, loadContext, SITE } from "../support/route";
import { signedInGet, signedInPost, TOKEN } from "../support/console";

const context = loadContext();
const staff = apiStaff();

const post = (path: string, fields: Record<string, string>) => signedInPost(path, fields, false);

function mailOn() {
  const staffLink = vi.fn(async () => undefined);
  return { staffLink, context: { ...context, notifications: { enabled: true, staffLink, leadArrived: vi.fn() } } as AppLoadContext };
}

describe("welcome", () => {
  it("sets the name and password, then signs the person in", async () => {
    staffInvitations.welcome({ staff });
    staffSessions.signIn({ token: TOKEN, expires_at: "2026-12-23T00:00:00Z", staff });
    const request = await post("/console/welcome?token=t1", { token: "t1", name: "Asha", password: "a long password" });
    const answer = await answerOf(() => welcomeAction({ request, params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^console_session=/);
  });

  it("asks for 12 characters or more before asking the API", async () => {
    const request = await post("/console/welcome?token=t1", { token: "t1", name: "Asha", password: "short" });
    const answer = await answerOf(() => welcomeAction({ request, params: {}, context }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ result: { error: { password: ["Password must be 12 to 128 characters"] } } });
  });
});

describe("forgot password", () => {
  it("emails a reset link when the account exists, and says the same either way", async () => {
    passwordResets.request((call) => {
      const { email } = call.body as { email: string };
      return email === "asha@agency.example" ? { token: "r1", email } : { token: null };
    });
    const mail = mailOn();
    const known = await answerOf(async () => forgotAction({ request: await post("/console/forgot-password", { email: "asha@agency.example" }), params: {}, context: mail.context }));
    const unknown = await answerOf(async () => forgotAction({ request: await post("/console/forgot-password", { email: "nobody@agency.example" }), params: {}, context: mail.context }));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual(unknown.data);
    expect(mail.staffLink).toHaveBeenCalledTimes(1);
    expect(mail.staffLink).toHaveBeenCalledWith("password-reset", "asha@agency.example", `${SITE}/console/reset-password?token=r1`);
  });

  it("says plainly that no link can be sent while mail is off", async () => {
    const answer = await answerOf(async () => forgotAction({ request: await post("/console/forgot-password", { email: "asha@agency.example" }), params: {}, context }));
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ result: { error: { "": ["Email is not set up on this site, so no link can be sent. Ask an owner to invite you again."] } } });
  });
});

describe("reset password", () => {
  it("sends the person to sign in with the new password", async () => {
    passwordResets.complete({ staff });
    const answer = await answerOf(async () => resetAction({ request: await post("/console/reset-password?token=r1", { token: "r1", password: "a new long password" }), params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?reset=1");
  });

  it("says a spent or expired link is not valid", async () => {
    passwordResets.complete(failure(404, "This link is not valid or has expired"));
    const answer = await answerOf(async () => resetAction({ request: await post("/console/reset-password?token=r1", { token: "r1", password: "a new long password" }), params: {}, context }));
    expect(answer.status).toBe(404);
    expect(answer.data).toMatchObject({ result: { error: { "": ["This link is not valid or has expired"] } } });
  });
});

describe("sign-in page", () => {
  it("sends someone already signed in on to where they were headed", async () => {
    staffMe(staff);
    const request = await signedInGet("/console/sign-in?redirectTo=%2Fconsole%2Faccount");
    const answer = await answerOf(() => signInLoader({ request, params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/account");
  });

  it("shows the form when the session has ended", async () => {
    staffMe(failure(401, "Your session has ended: sign in again"));
    const request = await signedInGet("/console/sign-in");
    const answer = await answerOf(() => signInLoader({ request, params: {}, context }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ redirectTo: "/console" });
  });
});
