import { invitationSchema as invitationJson, newInvitationSchema, sessionSchema } from "../../contract/answers/console";
import { signedInSchema, staffMemberSchema } from "../../contract/answers/staff";
import { KNOWN_DEVICE_HEADER } from "../../contract/headers";
import { invitationSchema, resetRequestSchema, resetSchema, rolesSchema, welcomeSchema } from "../routes/staff-accounts";
import { codeSchema, nameSchema, passwordChangeSchema, passwordSchema, signInSchema } from "../routes/staff-sessions";
import { idParam } from "./components";
import { describe } from "./operation";
import { type OpenAPIRegistry, z } from "./zod";

/** Accounts, sessions and two-factor sign-in (docs/api.md, Accounts and Sessions). */
export function registerStaffAccounts(registry: OpenAPIRegistry): void {
  const staff = registry.register("StaffMember", staffMemberSchema);
  const withStaff = z.object({ staff });
  const tag = "Staff accounts";
  const token = z.object({ token: z.string() });
  const codes = z.object({ recovery_codes: z.array(z.string()) });
  const ended = z.object({ sessions_ended: z.number().int() });

  describe(registry, { method: "post", path: "/staff/invitations", tag, summary: "Invite a member with one or more roles", access: "staff", permission: "staff.manage", body: invitationSchema, ok: { status: 201, description: "The invitation with its one-time token (the link is `/console/welcome/<token>`).", schema: newInvitationSchema }, errors: [409] });
  describe(registry, { method: "get", path: "/staff/invitations/{token}", tag, summary: "Look an invitation up by its token", access: "public", limit: "secrets", params: token, ok: { status: 200, description: "Who is invited, as what.", schema: invitationJson }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/welcome", tag, summary: "Accept an invitation: name and first password", access: "public", limit: "secrets", body: welcomeSchema, ok: { status: 201, description: "The new member.", schema: withStaff }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/members", tag, summary: "Every member", access: "staff", permission: "staff.manage", ok: { status: 200, description: "Members.", schema: z.array(staff) } });
  describe(registry, { method: "patch", path: "/staff/members/{id}", tag, summary: "Change a member's roles", access: "staff", permission: "staff.manage", params: idParam("id"), body: rolesSchema, ok: { status: 200, description: "The member.", schema: withStaff }, errors: [404, 409] });
  describe(registry, { method: "delete", path: "/staff/members/{id}", tag, summary: "Remove a member (never the last owner)", access: "staff", permission: "staff.manage", params: idParam("id"), ok: { status: 204, description: "Removed." }, errors: [404, 409] });
  describe(registry, { method: "post", path: "/staff/password-resets", tag, summary: "Start a password reset (the site mails the link)", access: "site", limit: "secrets", body: resetRequestSchema, ok: { status: 201, description: "A reset for a known address, for the site to mail.", schema: z.object({ token: z.string(), expires_at: z.string(), email: z.string() }) }, more: [{ status: 200, description: "No such member: `{ \"token\": null }`.", schema: z.object({ token: z.null() }) }] });
  describe(registry, { method: "post", path: "/staff/password-resets/complete", tag, summary: "Set a new password from a reset link", access: "public", limit: "secrets", body: resetSchema, ok: { status: 200, description: "The member; every session ended.", schema: withStaff }, errors: [404] });

  const session = "Staff sessions";
  describe(registry, { method: "post", path: "/staff/sessions", tag: session, summary: "Sign in", description: `With the site's key, \`${KNOWN_DEVICE_HEADER}\` names a device the site checked.`, access: "public", limit: "secrets", headers: z.object({ [KNOWN_DEVICE_HEADER]: z.string().optional() }), body: signInSchema, ok: { status: 201, description: "A session.", schema: signedInSchema } });
  describe(registry, { method: "get", path: "/staff/me", tag: session, summary: "Who is signed in", access: "staff", ok: { status: 200, description: "The member and session.", schema: z.object({ staff, session: z.object({ id: z.number().int(), expires_at: z.string() }), recovery_codes_left: z.number().int().nullable() }) } });
  describe(registry, { method: "patch", path: "/staff/me", tag: session, summary: "Change one's name", access: "staff", body: nameSchema, ok: { status: 200, description: "The member.", schema: withStaff } });
  describe(registry, { method: "post", path: "/staff/me/password", tag: session, summary: "Change one's password; other sessions end", access: "staff", body: passwordChangeSchema, ok: { status: 200, description: "Done.", schema: withStaff.merge(ended) } });
  describe(registry, { method: "get", path: "/staff/sessions", tag: session, summary: "One's sessions", access: "staff", ok: { status: 200, description: "Sessions, the current one marked.", schema: z.array(sessionSchema) } });
  describe(registry, { method: "delete", path: "/staff/sessions/current", tag: session, summary: "Sign out", access: "staff", ok: { status: 204, description: "Signed out." } });
  describe(registry, { method: "delete", path: "/staff/sessions/others", tag: session, summary: "Sign out everywhere else", access: "staff", ok: { status: 200, description: "How many ended.", schema: ended } });
  describe(registry, { method: "delete", path: "/staff/sessions/{id}", tag: session, summary: "End one session (owners: anyone's)", access: "staff", params: idParam("id"), ok: { status: 204, description: "Ended." }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/totp/setup", tag: session, summary: "Start two-factor set-up", access: "staff", ok: { status: 200, description: "The secret and its otpauth URL, for an authenticator app.", schema: z.object({ secret: z.string(), otpauth_url: z.string() }) }, errors: [409] });
  describe(registry, { method: "post", path: "/staff/totp/confirm", tag: session, summary: "Confirm two-factor with a code", access: "staff", body: codeSchema, ok: { status: 200, description: "On, with 10 recovery codes shown once.", schema: withStaff.merge(codes) }, errors: [409] });
  describe(registry, { method: "post", path: "/staff/totp/recovery-codes", tag: session, summary: "New recovery codes (the old ones stop working)", access: "staff", body: passwordSchema, ok: { status: 201, description: "The codes, shown once.", schema: codes }, errors: [409] });
  describe(registry, { method: "delete", path: "/staff/totp", tag: session, summary: "Turn two-factor off", access: "staff", body: passwordSchema, ok: { status: 200, description: "The member.", schema: withStaff }, errors: [409] });
}
