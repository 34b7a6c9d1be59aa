import { parseWithZod } from "@conform-to/zod";
import { ApiError } from "../api-client.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { totpConfirmSchema, totpDisableSchema } from "./form-schemas";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import { ACCOUNT_FORM_IDS } from "./leads";
import { staffApi } from "./staff-api.server";
import { secretOf, totpEnrolment } from "./totp.server";

function ignoreApiError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}

const back = () => redirect("/console/account", { status: 303, headers: CONSOLE_HEADERS });

/** The account page's posts: end a session, enrol in two-factor, confirm it, turn it off. */
export async function accountAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const { formData } = read;
  const intent = formData.get("intent");

  if (intent === "revoke") {
    const id = String(formData.get("id") ?? "");
    // A session that is already gone needs no ending; a 401 still goes to sign-in.
    if (id) await staffApi.revokeSession(caller, id).catch(ignoreApiError);
    return back();
  }

  if (intent === "totp-setup") {
    const setup = await staffApi.totpSetup(caller);
    return consoleData({ totp: await totpEnrolment(setup.secret, setup.otpauth_url) });
  }

  if (intent === "totp-confirm") {
    const otpauthUrl = String(formData.get("otpauth_url") ?? "");
    const totp = await totpEnrolment(secretOf(otpauthUrl), otpauthUrl);
    const submission = parseWithZod(formData, { schema: totpConfirmSchema });
    if (submission.status !== "success") return consoleData({ ...invalidReplyData(submission), totp }, { status: 400 });
    try {
      await staffApi.totpConfirm(caller, submission.value.code);
    } catch (error) {
      const failed = apiFailureReply(submission, error, { formId: ACCOUNT_FORM_IDS.totpConfirm });
      return consoleData({ ...failed.data, totp }, { status: failed.init?.status ?? 400 });
    }
    return back();
  }

  const submission = parseWithZod(formData, { schema: totpDisableSchema });
  if (submission.status !== "success") return invalidReply(submission, ACCOUNT_FORM_IDS.totpDisable);
  try {
    await staffApi.totpDisable(caller, submission.value.password);
  } catch (error) {
    return apiFailureReply(submission, error, { formId: ACCOUNT_FORM_IDS.totpDisable, hideFields: ["password"] });
  }
  return back();
}

function invalidReplyData(submission: Parameters<typeof invalidReply>[0]) {
  return invalidReply(submission, ACCOUNT_FORM_IDS.totpConfirm).data;
}
