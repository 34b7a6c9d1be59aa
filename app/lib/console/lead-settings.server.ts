import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { may } from "../../../contract/permissions";
import { ApiError } from "../api-client.server";
import { WHATSAPP_TEMPLATE_MAX } from "./follow-up";
import { followUpApi } from "./follow-up-api.server";
import { CONSOLE_HEADERS, consoleData, readConsoleForm, staffCaller } from "./http.server";
import { staffApi } from "./staff-api.server";

const template = z
  .string()
  .trim()
  .max(WHATSAPP_TEMPLATE_MAX, `Keep it within ${WHATSAPP_TEMPLATE_MAX} characters`)
  // An empty box means the built-in text: the API stores null for it.
  .transform((value) => value || null);

const leadSettingsForm = z.object({
  rotation: z.array(z.coerce.number().int().positive()).max(100, "Choose at most 100 people"),
  enquiry: template,
  application: template,
});

export type LeadSettingsErrors = Partial<Record<"rotation" | "enquiry" | "application" | "form", string>>;

/** The page is the owners' (settings.manage): others get the 403 page, as the API would answer their save. */
async function ownerCaller(request: Request, context: LoaderFunctionArgs["context"]) {
  const caller = await staffCaller(request, context);
  const me = await staffApi.me(caller);
  if (!may(me.staff.roles, "settings.manage")) throw data(null, { status: 403, headers: CONSOLE_HEADERS });
  return caller;
}

export async function leadSettingsLoader({ request, context }: LoaderFunctionArgs) {
  const caller = await ownerCaller(request, context);
  const [settings, people] = await Promise.all([followUpApi.settings(caller), followUpApi.assignees(caller)]);
  return consoleData({ settings, people, saved: new URL(request.url).searchParams.get("saved") === "1" });
}

export async function leadSettingsAction({ request, context }: ActionFunctionArgs) {
  const caller = await ownerCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const { formData } = read;
  const typed = {
    rotation: formData.getAll("rotation").map(String),
    enquiry: String(formData.get("enquiryTemplate") ?? ""),
    application: String(formData.get("applicationTemplate") ?? ""),
  };
  const parsed = leadSettingsForm.safeParse(typed);
  if (!parsed.success) {
    const errors: LeadSettingsErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LeadSettingsErrors] ??= issue.message;
    return consoleData({ errors, typed }, { status: 400 });
  }
  try {
    await followUpApi.saveSettings(caller, {
      rotation_staff_ids: parsed.data.rotation,
      whatsapp_templates: { enquiry: parsed.data.enquiry, application: parsed.data.application },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403, headers: CONSOLE_HEADERS });
    // The API's words, such as a person no longer on the staff.
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      return consoleData({ errors: { form: error.serverMessage ?? "The API refused this change." }, typed }, { status: error.status });
    }
    throw error;
  }
  return redirect("/console/settings/leads?saved=1", { status: 303, headers: CONSOLE_HEADERS });
}
