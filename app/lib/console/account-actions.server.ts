import { parseWithZod } from "@conform-to/zod";
import { ApiError } from "../api-client.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { accountNameSchema, passwordChangeSchema, recoveryCodesSchema, totpConfirmSchema, totpDisableSchema } from "./form-schemas";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import type { StaffCaller as StaffCallerOf } from "./staff-api.server";
import { ACCOUNT_FORM_IDS } from "./leads";
import { staffApi } from "./staff-api.server";
import { secretOf, totpEnrolment } from "./totp.server";

function ignoreApiError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}

const back = () => redirect("/console/account", { status: 303, headers: CONSOLE_HEADERS });

/** Turning two-factor on answers with its ten recovery codes, shown this once. */
async function confirmTotp(caller: StaffCallerOf, formData: FormData) {
  const otpauthUrl = String(formData.get("otpauth_url") ?? "");
  const totp = await totpEnrolment(secretOf(otpauthUrl), otpauthUrl);
  const submission = parseWithZod(formData, { schema: totpConfirmSchema });
  if (submission.status !== "success") {
    return consoleData({ ...invalidReply(submission, ACCOUNT_FORM_IDS.totpConfirm).data, totp }, { status: 400 });
  }
  try {
    const recoveryCodes = await staffApi.totpConfirm(caller, submission.value.code);
    return consoleData({ result: submission.reply({ resetForm: true }), formId: ACCOUNT_FORM_IDS.totpConfirm, recoveryCodes });
  } catch (error) {
    const failed = apiFailureReply(submission, error, { formId: ACCOUNT_FORM_IDS.totpConfirm });
    return consoleData({ ...failed.data, totp }, { status: failed.init?.status ?? 400 });
  }
}

async function regenerateCodes(caller: StaffCallerOf, formData: FormData) {
  const formId = ACCOUNT_FORM_IDS.recoveryCodes;
  const submission = parseWithZod(formData, { schema: recoveryCodesSchema });
  if (submission.status !== "success") return invalidReply(submission, formId);
  try {
    const recoveryCodes = await staffApi.regenerateRecoveryCodes(caller, submission.value.password);
    return consoleData({ result: submission.reply({ resetForm: true }), formId, recoveryCodes });
  } catch (error) {
    return apiFailureReply(submission, error, { formId, hideFields: ["password"] });
  }
}

async function rename(caller: StaffCallerOf, formData: FormData) {
  const formId = ACCOUNT_FORM_IDS.name;
  const submission = parseWithZod(formData, { schema: accountNameSchema });
  if (submission.status !== "success") return invalidReply(submission, formId);
  try {
    await staffApi.rename(caller, submission.value.name);
    return consoleData({ result: submission.reply(), formId, notice: "Your name is saved." });
  } catch (error) {
    return apiFailureReply(submission, error, { formId });
  }
}

async function changePassword(caller: StaffCallerOf, formData: FormData) {
  const formId = ACCOUNT_FORM_IDS.password;
  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  const hideFields = ["current_password", "password"];
  if (submission.status !== "success") return invalidReply(submission, formId);
  try {
    const answer = (await staffApi.changePassword(caller, submission.value)) as { sessions_ended?: unknown } | null;
    const ended = typeof answer?.sessions_ended === "number" ? answer.sessions_ended : 0;
    const notice = `Your password is changed. ${ended === 1 ? "1 other session was" : `${ended} other sessions were`} signed out.`;
    return consoleData({ result: submission.reply({ resetForm: true }), formId, notice });
  } catch (error) {
    return apiFailureReply(submission, error, { formId, hideFields });
  }
}

async function disableTotp(caller: StaffCallerOf, formData: FormData) {
  const submission = parseWithZod(formData, { schema: totpDisableSchema });
  if (submission.status !== "success") return invalidReply(submission, ACCOUNT_FORM_IDS.totpDisable);
  try {
    await staffApi.totpDisable(caller, submission.value.password);
  } catch (error) {
    return apiFailureReply(submission, error, { formId: ACCOUNT_FORM_IDS.totpDisable, hideFields: ["password"] });
  }
  return back();
}

/** The account page's posts: sessions, name, password, two-factor and its recovery codes. */
export async function accountAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const { formData } = read;

  switch (formData.get("intent")) {
    case "revoke": {
      const id = String(formData.get("id") ?? "");
      // A session that is already gone needs no ending; a 401 still goes to sign-in.
      if (id) await staffApi.revokeSession(caller, id).catch(ignoreApiError);
      return back();
    }
    case "sign-out-others":
      await staffApi.signOutOthers(caller);
      return back();
    case "totp-setup": {
      const setup = await staffApi.totpSetup(caller);
      return consoleData({ totp: await totpEnrolment(setup.secret, setup.otpauth_url) });
    }
    case "totp-confirm":
      return confirmTotp(caller, formData);
    case "recovery-codes":
      return regenerateCodes(caller, formData);
    case "name":
      return rename(caller, formData);
    case "password":
      return changePassword(caller, formData);
    default:
      return disableTotp(caller, formData);
  }
}
