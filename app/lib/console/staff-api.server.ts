import { data } from "@remix-run/node";
import type { ZodType, ZodTypeDef } from "zod";
import { ApiError, apiErrorFrom, apiRequest, apiResponse, unwrapList } from "../api-client.server";
import { CONSOLE_HEADERS } from "./http.server";
import {
  auditListSchema,
  countsSchema,
  invitationSchema,
  leadDetailSchema,
  leadListSchema,
  leadSchema,
  liveTokenSchema,
  meSchema,
  memberListSchema,
  neighboursSchema,
  resetRequestSchema,
  recoveryCodesSchema,
  sessionListSchema,
  signInSchema,
  staffSchema,
  totpSetupSchema,
} from "./api-types";
import type { LeadKind, LeadStatus } from "./leads";
import { KNOWN_DEVICE_HEADER } from "../../../contract/headers";
import { legacyRoleOf, type Role } from "../../../contract/permissions";
import { toSignIn } from "./session.server";

/** Who is calling: the page's request (for the redirect on 401), the session token, the visitor's address. */
export interface StaffCaller {
  request: Request;
  token: string;
  clientIp: string;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Checks an API answer against the shape the console relies on; a mismatch is the API's fault (502). */
export function parseStaffAnswer<T>(schema: ZodType<T, ZodTypeDef, unknown>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(`The API's answer to ${path} was not understood`, 502);
  return result.data;
}

/**
 * One staff call with the caller's token. The API ending the session (401: expired, revoked,
 * signed out elsewhere) sends the visitor to sign-in with the cookie cleared, from any page.
 */
export async function staffCall(caller: StaffCaller, path: string, method: Method = "GET", body?: unknown): Promise<unknown> {
  try {
    return await apiRequest(
      path,
      method === "GET"
        ? { headers: bearer(caller.token), clientIp: caller.clientIp }
        : { method, body, headers: bearer(caller.token), clientIp: caller.clientIp },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw await toSignIn(caller.request, { clear: true });
    // The visitor's address tried too many secrets: a page saying so, not an error page.
    if (error instanceof ApiError && error.status === 429) throw data(null, { status: 429, headers: CONSOLE_HEADERS });
    // A page the caller's roles do not allow (docs/roles.md): the 403 page with the API's words, never
    // a 500. A refused change stays the form's error, as the actions show it.
    if (error instanceof ApiError && error.status === 403 && method === "GET") throw data({ message: error.serverMessage }, { status: 403, headers: CONSOLE_HEADERS });
    throw error;
  }
}

const leadPath = (kind: LeadKind, id: string) => `/staff/leads/${kind}/${encodeURIComponent(id)}`;

export const staffApi = {
  me: async (c: StaffCaller) => parseStaffAnswer(meSchema, await staffCall(c, "/staff/me"), "/staff/me"),
  liveToken: async (c: StaffCaller) => parseStaffAnswer(liveTokenSchema, await staffCall(c, "/staff/live-token", "POST"), "live token"),
  newCount: async (c: StaffCaller) => parseStaffAnswer(countsSchema, await staffCall(c, "/staff/leads/counts"), "counts").new,
  leads: async (c: StaffCaller, query: URLSearchParams) =>
    parseStaffAnswer(leadListSchema, await staffCall(c, `/staff/leads?${query}`), "/staff/leads"),
  lead: async (c: StaffCaller, kind: LeadKind, id: string) =>
    parseStaffAnswer(leadDetailSchema, await staffCall(c, leadPath(kind, id)), "lead"),
  neighbours: async (c: StaffCaller, kind: LeadKind, id: string, query: URLSearchParams) =>
    parseStaffAnswer(neighboursSchema, await staffCall(c, `${leadPath(kind, id)}/neighbours?${query}`), "neighbours"),
  setStatus: async (c: StaffCaller, kind: LeadKind, id: string, status: LeadStatus) =>
    parseStaffAnswer(leadSchema, ((await staffCall(c, `${leadPath(kind, id)}/status`, "POST", { status })) as { lead?: unknown })?.lead, "status"),
  addNote: (c: StaffCaller, kind: LeadKind, id: string, body: string) =>
    staffCall(c, `${leadPath(kind, id)}/notes`, "POST", { body }),
  editNote: (c: StaffCaller, kind: LeadKind, id: string, noteId: number, body: string) =>
    staffCall(c, `${leadPath(kind, id)}/notes/${noteId}`, "PATCH", { body }),
  deleteNote: (c: StaffCaller, kind: LeadKind, id: string, noteId: number) => staffCall(c, `${leadPath(kind, id)}/notes/${noteId}`, "DELETE"),
  deleteLead: (c: StaffCaller, kind: LeadKind, id: string) => staffCall(c, leadPath(kind, id), "DELETE"),
  sessions: async (c: StaffCaller) =>
    parseStaffAnswer(sessionListSchema, unwrapList(await staffCall(c, "/staff/sessions"), ["data", "sessions"]), "sessions"),
  revokeSession: (c: StaffCaller, id: string) => staffCall(c, `/staff/sessions/${encodeURIComponent(id)}`, "DELETE"),
  signOut: (c: StaffCaller) => staffCall(c, "/staff/sessions/current", "DELETE"),
  members: async (c: StaffCaller) =>
    parseStaffAnswer(memberListSchema, unwrapList(await staffCall(c, "/staff/members"), ["data", "members"]), "members"),
  removeMember: (c: StaffCaller, id: string) => staffCall(c, `/staff/members/${encodeURIComponent(id)}`, "DELETE"),
  /** Sends the roles and, for a backend without roles, the one role they come closest to. */
  invite: async (c: StaffCaller, email: string, roles: Role[]) =>
    parseStaffAnswer(invitationSchema, await staffCall(c, "/staff/invitations", "POST", { email, roles, role: legacyRoleOf(roles) }), "invitation"),
  totpSetup: async (c: StaffCaller) => parseStaffAnswer(totpSetupSchema, await staffCall(c, "/staff/totp/setup", "POST", {}), "totp"),
  /** Turns two-factor on; the answer's recovery codes are shown once. */
  totpConfirm: async (c: StaffCaller, code: string) =>
    parseStaffAnswer(recoveryCodesSchema, await staffCall(c, "/staff/totp/confirm", "POST", { code }), "totp").recovery_codes,
  regenerateRecoveryCodes: async (c: StaffCaller, password: string) =>
    parseStaffAnswer(recoveryCodesSchema, await staffCall(c, "/staff/totp/recovery-codes", "POST", { password }), "recovery codes").recovery_codes,
  rename: (c: StaffCaller, name: string) => staffCall(c, "/staff/me", "PATCH", { name }),
  changePassword: (c: StaffCaller, body: { current_password: string; password: string }) => staffCall(c, "/staff/me/password", "POST", body),
  signOutOthers: (c: StaffCaller) => staffCall(c, "/staff/sessions/others", "DELETE"),
  changeRoles: (c: StaffCaller, id: string, roles: Role[]) =>
    staffCall(c, `/staff/members/${encodeURIComponent(id)}`, "PATCH", { roles, role: legacyRoleOf(roles) }),
  audit: async (c: StaffCaller, query: URLSearchParams) =>
    parseStaffAnswer(auditListSchema, await staffCall(c, `/staff/audit?${query}`), "/staff/audit"),
  totpDisable: (c: StaffCaller, password: string) => staffCall(c, "/staff/totp", "DELETE", { password }),
  /** A file or CSV as the API sent it; a 401 sends the visitor to sign-in like any other call. */
  async download(c: StaffCaller, path: string): Promise<Response> {
    const response = await apiResponse(path, { headers: { ...bearer(c.token), accept: "*/*" }, clientIp: c.clientIp, timeoutMs: 30_000 });
    if (response.status === 401) throw await toSignIn(c.request, { clear: true });
    const body = response.ok ? null : await response.json().catch(() => null);
    // A file the caller's roles do not allow (a résumé for sales, the export of a kind they cannot
    // read): a 403 with the API's words, as a page's is, never a 500.
    if (response.status === 403) throw data({ message: apiErrorFrom(response, body).serverMessage }, { status: 403, headers: CONSOLE_HEADERS });
    if (!response.ok) throw apiErrorFrom(response, body);
    return response;
  },
};

/** Calls made before anyone is signed in: each carries the visitor's address for the API's limits. */
export const publicStaffApi = {
  /** `knownDevice`: the id of this browser's device cookie for the account (known-device.server.ts). */
  signIn: async (clientIp: string, body: { email: string; password: string; code?: string; user_agent?: string }, knownDevice: string | null = null) =>
    parseStaffAnswer(
      signInSchema,
      await apiRequest("/staff/sessions", { method: "POST", body, clientIp, headers: knownDevice ? { [KNOWN_DEVICE_HEADER]: knownDevice } : {} }),
      "sign-in",
    ),
  invitation: async (clientIp: string, token: string) =>
    parseStaffAnswer(invitationSchema, await apiRequest(`/staff/invitations/${encodeURIComponent(token)}`, { clientIp }), "invitation"),
  welcome: async (clientIp: string, body: { token: string; name: string; password: string }) =>
    parseStaffAnswer(staffSchema, ((await apiRequest("/staff/welcome", { method: "POST", body, clientIp })) as { staff?: unknown })?.staff, "welcome"),
  requestReset: async (clientIp: string, email: string) =>
    parseStaffAnswer(resetRequestSchema, await apiRequest("/staff/password-resets", { method: "POST", body: { email }, clientIp }), "reset"),
  completeReset: (clientIp: string, body: { token: string; password: string }) =>
    apiRequest("/staff/password-resets/complete", { method: "POST", body, clientIp }),
  /** For the staff:invite command: the admin token it was given, forwarded as is. */
  inviteWithToken: async (clientIp: string, authorization: string, body: { email: string; roles: Role[]; role: "owner" | "staff" }) =>
    parseStaffAnswer(
      invitationSchema,
      await apiRequest("/staff/invitations", { method: "POST", body, clientIp, headers: { Authorization: authorization } }),
      "invitation",
    ),
};
