import { expect } from "vitest";
import type { Role } from "../../contract/permissions";
import { type TestServer, adminHeaders, json } from "./helpers";

export const PASSWORD = "correct horse battery staple";

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Invites with the admin token and accepts the invitation, as the staff:invite command and the welcome page do. */
export async function createMember(
  t: TestServer,
  email: string,
  role: "owner" | "staff" | Role[] = "staff",
  name = email.split("@")[0],
): Promise<{ id: number; email: string }> {
  const asked = Array.isArray(role) ? { roles: role } : { role };
  const invited = await t.call("/staff/invitations", { method: "POST", json: { email, ...asked }, headers: adminHeaders });
  expect(invited.status).toBe(201);
  const { token } = await json(invited);
  const welcomed = await t.call("/staff/welcome", { method: "POST", json: { token, name, password: PASSWORD } });
  expect(welcomed.status).toBe(201);
  return (await json(welcomed)).staff;
}

export async function signIn(t: TestServer, email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await t.call("/staff/sessions", { method: "POST", json: { email, password: PASSWORD, ...extra } });
  expect(response.status).toBe(201);
  return (await json(response)).token;
}

/** A member signed in, ready to call: its bearer headers and id. */
export async function memberSession(t: TestServer, email: string, role: "owner" | "staff" | Role[] = "staff") {
  const member = await createMember(t, email, role);
  return { ...member, headers: bearer(await signIn(t, email)) };
}
