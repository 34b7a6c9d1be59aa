import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { inviteSchema } from "./form-schemas";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import { deliverInvitation } from "./invitations.server";
import { INVITE_FORM_ID } from "./leads";
import { normalRoles } from "../../../contract/permissions";
import { staffApi } from "./staff-api.server";

/** Only owners see the staff page; the API decides, this turns its 403 into the page's. */
export function forbiddenIfRefused(error: unknown): never {
  if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403, headers: CONSOLE_HEADERS });
  throw error;
}

/** The staff page's posts: invite someone (the link is shown, and emailed when mail is on), change a role, remove someone. */
export async function staffAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const { formData } = read;

  const intent = formData.get("intent");
  if (intent === "remove" || intent === "role") {
    const id = String(formData.get("id") ?? "");
    const roles = normalRoles(formData.getAll("roles").map(String));
    try {
      if (intent === "remove") await staffApi.removeMember(caller, id);
      else if (roles.length > 0) await staffApi.changeRoles(caller, id, roles);
      else return consoleData({ memberError: "Choose at least one role." }, { status: 400 });
    } catch (error) {
      // The API's words, such as why the last owner must stay one.
      if (error instanceof ApiError && error.status !== null && error.status < 500) {
        return consoleData({ memberError: error.serverMessage ?? "That change could not be made." }, { status: error.status });
      }
      throw error;
    }
    return redirect("/console/staff", { status: 303, headers: CONSOLE_HEADERS });
  }

  const submission = parseWithZod(formData, { schema: inviteSchema });
  if (submission.status !== "success") return invalidReply(submission, INVITE_FORM_ID);
  try {
    const [invitation, me] = await Promise.all([
      staffApi.invite(caller, submission.value.email, submission.value.roles),
      staffApi.me(caller).catch(() => null),
    ]);
    const invited = await deliverInvitation(context, invitation, me ? me.staff.name || me.staff.email : undefined);
    return consoleData({ result: submission.reply({ resetForm: true }), formId: INVITE_FORM_ID, invited });
  } catch (error) {
    return apiFailureReply(submission, error, { formId: INVITE_FORM_ID });
  }
}
