import { HttpResponse } from "msw";
import { z } from "zod";
import {
  invitationSchema,
  meSchema,
  memberListSchema,
  resetRequestSchema,
  sessionListSchema,
  signInSchema,
  staffSchema,
  totpSetupSchema,
} from "~/lib/console/api-types";
import { checked, noContent, stub, type StubAnswer } from "./stub";

/** A staff member as the staff API sends one. */
export type ApiStaff = z.input<typeof staffSchema>;
export type ApiInvitation = z.input<typeof invitationSchema>;
export type ApiSession = z.input<typeof sessionListSchema>[number];

/** Asha, an owner without two-factor sign-in; `overrides` changes any field. */
export function apiStaff(overrides: Partial<ApiStaff> = {}): ApiStaff {
  return checked(staffSchema, {
    id: 1,
    email: "asha@agency.example",
    name: "Asha",
    role: "owner",
    totp_enabled: false,
    created_at: "2026-11-01T10:00:00Z",
    ...overrides,
  }, "apiStaff");
}

/** An invitation for Ravi to join as staff; `overrides` changes any field. */
export function apiInvitation(overrides: Partial<ApiInvitation> = {}): ApiInvitation {
  return checked(invitationSchema, {
    email: "ravi@agency.example",
    role: "staff",
    token: "invitation-token-xyz",
    expires_at: "2026-11-30T10:00:00Z",
    ...overrides,
  }, "apiInvitation");
}

/** The current session of this browser; `overrides` changes any field. */
export function apiSession(overrides: Partial<ApiSession> = {}): ApiSession {
  return checked(sessionListSchema.element, {
    id: 1,
    created_at: "2026-11-23T10:00:00Z",
    last_seen_at: "2026-11-23T11:00:00Z",
    expires_at: "2026-12-23T10:00:00Z",
    user_agent: "Mozilla/5.0",
    current: true,
    ...overrides,
  }, "apiSession");
}

/** GET /staff/me: the session belongs to this staff member, or a failure (401: the session ended). */
export const staffMe = (staff: ApiStaff | Response = apiStaff()) =>
  stub("get", "/staff/me", meSchema, staff instanceof Response ? staff : { staff });

const message = z.object({ message: z.string() });

/** POST /staff/sessions refused until the authenticator code comes with the password (401). */
export const codeRequired = (text = "Enter the 6-digit code from your authenticator app") =>
  HttpResponse.json({ message: text, totp_required: true }, { status: 401 });

/** The sessions calls: signing in and out, and the account page's list. */
export const staffSessions = {
  /** POST /staff/sessions: signed in with this token (201), or a failure (401: wrong password). */
  signIn: (answer: StubAnswer<z.input<typeof signInSchema>> = { token: "session-token-abc", expires_at: "2026-12-23T00:00:00Z", staff: apiStaff() }) =>
    stub("post", "/staff/sessions", signInSchema, answer, { status: 201 }),
  /** GET /staff/sessions: the staff member's sessions, or a failure. */
  list: (answer: ApiSession[] | Response = [apiSession()]) => stub("get", "/staff/sessions", sessionListSchema, answer),
  /** DELETE /staff/sessions/:id: 204. */
  revoke: (id: number | string) => stub("delete", `/staff/sessions/${id}`, z.null(), noContent()),
  /** DELETE /staff/sessions/current: signed out. */
  signOut: (answer: StubAnswer<z.input<typeof message>> = noContent()) => stub("delete", "/staff/sessions/current", message, answer),
};

/** The invitation calls: inviting, reading an invitation, and the invited person's welcome. */
export const staffInvitations = {
  /** POST /staff/invitations: the invitation (201), or a failure. */
  create: (answer: StubAnswer<ApiInvitation> = apiInvitation()) => stub("post", "/staff/invitations", invitationSchema, answer, { status: 201 }),
  /** GET /staff/invitations/:token. */
  get: (invitation: ApiInvitation = apiInvitation()) =>
    stub("get", `/staff/invitations/${invitation.token}`, invitationSchema, invitation),
  /** POST /staff/welcome: the new staff member (201), or a failure. */
  welcome: (answer: StubAnswer<{ staff: ApiStaff }> = { staff: apiStaff() }) =>
    stub("post", "/staff/welcome", z.object({ staff: staffSchema }), answer, { status: 201 }),
};

/** The password reset calls. */
export const passwordResets = {
  /** POST /staff/password-resets: the reset token (null when no such account), or a failure. */
  request: (answer: StubAnswer<z.input<typeof resetRequestSchema>>) => stub("post", "/staff/password-resets", resetRequestSchema, answer),
  /** POST /staff/password-resets/complete: the staff member, or a failure (404: the link expired). */
  complete: (answer: StubAnswer<{ staff: ApiStaff }> = { staff: apiStaff() }) =>
    stub("post", "/staff/password-resets/complete", z.object({ staff: staffSchema }), answer),
};

/** The owner's calls on the team. */
export const staffMembers = {
  /** GET /staff/members. */
  list: (members: ApiStaff[] = [apiStaff()]) => stub("get", "/staff/members", memberListSchema, members),
  /** DELETE /staff/members/:id: 204. */
  remove: (id: number | string) => stub("delete", `/staff/members/${id}`, z.null(), noContent()),
};

/** The two-factor sign-in calls. */
export const staffTotp = {
  /** POST /staff/totp/setup: a new secret. */
  setup: (secret = "JBSWY3DPEHPK3PXP") =>
    stub("post", "/staff/totp/setup", totpSetupSchema, { secret, otpauth_url: `otpauth://totp/Agency?secret=${secret}` }),
  /** POST /staff/totp/confirm: 204, or a failure (a wrong code). */
  confirm: (answer: Response = noContent()) => stub("post", "/staff/totp/confirm", z.null(), answer),
  /** DELETE /staff/totp: 204, or a failure (a wrong password). */
  disable: (answer: Response = noContent()) => stub("delete", "/staff/totp", z.null(), answer),
};
