import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { formReply } from "../forms/reply.server";
import { resetUrl } from "./account-links.server";
import { forgotPasswordSchema, resetPasswordSchema, welcomeSchema } from "./form-schemas";
import { apiFailureReply, CONSOLE_HEADERS, invalidReply, readConsoleForm } from "./http.server";
import { mailEnabled, sendStaffLink } from "./notifications.server";
import { saveSessionToken } from "./session.server";
import { authTexts } from "./texts";
import { publicStaffApi } from "./staff-api.server";

/** Sets the invited person's name and password, then signs them in. */
export async function welcomeAction({ request, context }: ActionFunctionArgs) {
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const submission = parseWithZod(read.formData, { schema: welcomeSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const { token, name, password } = submission.value;
  let email: string;
  try {
    email = (await publicStaffApi.welcome(context.clientIp, { token, name, password })).email;
  } catch (error) {
    return apiFailureReply(submission, error, { hideFields: ["password"] });
  }
  try {
    const session = await publicStaffApi.signIn(context.clientIp, { email, password, user_agent: request.headers.get("User-Agent")?.slice(0, 300) });
    const headers = new Headers(CONSOLE_HEADERS);
    headers.append("Set-Cookie", await saveSessionToken(session.token));
    return redirect("/console", { status: 303, headers });
  } catch {
    // The account exists now; signing in by hand works as well.
    return redirect("/console/sign-in", { status: 303, headers: CONSOLE_HEADERS });
  }
}

/** Emails a reset link when the account exists; says the same either way. */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const submission = parseWithZod(read.formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return invalidReply(submission);
  if (!mailEnabled(context)) {
    return formReply({ result: submission.reply({ formErrors: [authTexts.mailOff] }) }, { status: 503, headers: CONSOLE_HEADERS });
  }
  try {
    const reset = await publicStaffApi.requestReset(context.clientIp, submission.value.email);
    // Queued once the answer has gone, never awaited: it comes as soon for a known account as for an unknown one.
    const { token, email } = reset;
    if (token) {
      const send = () => sendStaffLink(context, "password-reset", email ?? submission.value.email, resetUrl(token));
      if (context.afterResponse) context.afterResponse(send);
      else void send();
    }
  } catch (error) {
    return apiFailureReply(submission, error);
  }
  return formReply({ result: submission.reply({ resetForm: true }), outcome: "sent" }, { status: 200, headers: CONSOLE_HEADERS });
}

/** Sets the new password; the API ends every session of the account. */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const submission = parseWithZod(read.formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") return invalidReply(submission);
  try {
    await publicStaffApi.completeReset(context.clientIp, submission.value);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return formReply({ result: submission.reply({ formErrors: [authTexts.badLink], hideFields: ["password"] }) }, { status: 404, headers: CONSOLE_HEADERS });
    }
    return apiFailureReply(submission, error, { hideFields: ["password"] });
  }
  return redirect("/console/sign-in?reset=1", { status: 303, headers: CONSOLE_HEADERS });
}
