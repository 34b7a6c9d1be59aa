import { legacyRoleOf, rolesOfLegacy } from "../../contract/permissions";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api-client.server";
import { inviteSchema } from "~/lib/console/form-schemas";
import { CONSOLE_HEADERS } from "~/lib/console/http.server";
import { deliverInvitation } from "~/lib/console/invitations.server";
import { publicStaffApi } from "~/lib/console/staff-api.server";

const BODY_MAX = 4 * 1024;

// A resource route's answer is sent as it is (data() would lose its status here).
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...CONSOLE_HEADERS, ...headers } });


/** The host command's older `{"role": "owner" | "staff"}` as the roles it stands for (docs/roles.md). */
function withLegacyRole(body: unknown): unknown {
  if (!body || typeof body !== "object" || "roles" in body) return body;
  const { role } = body as { role?: unknown };
  return role === "owner" || role === "staff" ? { ...body, roles: rolesOfLegacy(role) } : body;
}

/**
 * For `npm run staff:invite` on the host: with the admin token (forwarded to the API, which
 * decides), makes an invitation, emails it when mail is on and answers the one-time link as JSON.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, { message: "Use POST" }, { Allow: "POST" });
  const authorization = request.headers.get("Authorization");
  if (!authorization?.startsWith("Bearer ")) {
    return answer(401, { message: "An admin token is required (Authorization: Bearer …)" }, { "WWW-Authenticate": "Bearer" });
  }
  if (!(request.headers.get("Content-Type") ?? "").startsWith("application/json")) {
    return answer(415, { message: "Send the invitation as JSON: {\"email\": …, \"roles\": [\"owner\" | \"sales\" | \"hiring\" | \"editor\", …]}" });
  }
  const text = await request.text();
  if (text.length > BODY_MAX) return answer(413, { message: "The request is too large" });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { message: "The request body is not valid JSON" });
  }
  const parsed = inviteSchema.safeParse(withLegacyRole(body));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
    return answer(400, { message: errors.map((error) => `${error.field}: ${error.message}`).join(" "), errors });
  }
  try {
    const invitation = await publicStaffApi.inviteWithToken(context.clientIp, authorization, {
      ...parsed.data,
      role: legacyRoleOf(parsed.data.roles),
    });
    return answer(201, await deliverInvitation(context, invitation));
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      return answer(error.status, { message: error.serverMessage ?? error.message });
    }
    if (error instanceof ApiError) return answer(502, { message: error.message });
    throw error;
  }
}

export const loader = () => answer(405, { message: "Use POST" }, { Allow: "POST" });
