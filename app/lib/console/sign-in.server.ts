import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { TOTP_REQUIRED } from "../../../contract/staff";
import { ApiError } from "../api-client.server";
import { signInSchema } from "./form-schemas";
import { apiFailureReply, CONSOLE_HEADERS, invalidReply, readConsoleForm } from "./http.server";
import { formReply } from "../forms/reply.server";
import { knownDeviceFor, newDeviceCookie } from "./known-device.server";
import { safeRedirectTo } from "./redirect-to";
import { recoveryNoticeCookie } from "./notice.server";
import { saveSessionToken } from "./session.server";
import { publicStaffApi } from "./staff-api.server";

/**
 * Signs in through the API and keeps its session token in the cookie. The API's one generic
 * message is shown as it is; when it asks for the authenticator code, the form comes back with
 * the code field (its error says what to do) and the password kept for that second step.
 * A browser that signed in to the account before says so (its device cookie, checked here) and
 * gets a new device cookie with each sign-in.
 */
export async function signInAction({ request, context }: ActionFunctionArgs) {
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const submission = parseWithZod(read.formData, { schema: signInSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const { email, password, code, redirectTo } = submission.value;
  try {
    const session = await publicStaffApi.signIn(
      context.clientIp,
      { email, password, ...(code ? { code } : {}), user_agent: request.headers.get("User-Agent")?.slice(0, 300) ?? undefined },
      await knownDeviceFor(request, email),
    );
    const headers = new Headers(CONSOLE_HEADERS);
    headers.append("Set-Cookie", await saveSessionToken(session.token));
    headers.append("Set-Cookie", await newDeviceCookie(email));
    if (session.recovery_codes_left !== undefined) headers.append("Set-Cookie", await recoveryNoticeCookie(session.recovery_codes_left));
    return redirect(safeRedirectTo(redirectTo), { status: 303, headers });
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { totp_required?: unknown } | null) : null;
    if (error instanceof ApiError && body?.totp_required === true) {
      const message = error.serverMessage ?? TOTP_REQUIRED;
      return formReply({ result: submission.reply({ fieldErrors: { code: [message] } }) }, { status: 400, headers: CONSOLE_HEADERS });
    }
    return apiFailureReply(submission, error, { hideFields: ["password", "code"] });
  }
}
