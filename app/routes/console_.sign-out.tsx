import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api-client.server";
import { CONSOLE_HEADERS, readConsoleForm } from "~/lib/console/http.server";
import { SIGN_IN_PATH } from "~/lib/console/redirect-to";
import { clearSessionToken, readSessionToken } from "~/lib/console/session.server";
import { staffApi } from "~/lib/console/staff-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";

/** Only a post signs out (a link or a prefetch must not); a visit here goes to the inbox. */
export const loader = () => redirect("/console", { status: 303, headers: CONSOLE_HEADERS });

/** Ends the session at the API, then forgets its token; a session the API already ended is fine. */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const token = await readSessionToken(request);
  if (token) {
    try {
      await staffApi.signOut({ request, token, clientIp: context.clientIp });
    } catch (error) {
      // A 401 arrives as a redirect to sign-in, which is where this goes anyway.
      if (error instanceof ApiError) console.warn("Sign-out could not reach the API:", error.message);
      else if (!(error instanceof Response)) throw error;
    }
  }
  const headers = new Headers(CONSOLE_HEADERS);
  headers.append("Set-Cookie", await clearSessionToken());
  return redirect(SIGN_IN_PATH, { status: 303, headers });
}
