import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { replySettingsSchema, spamSettingsSchema } from "../../../contract/intake";
import { ApiError } from "../api-client.server";
import { CONSOLE_HEADERS, consoleData, readConsoleForm, staffCaller } from "./http.server";
import { intakeApi } from "./intake-api.server";
import { forbiddenIfRefused } from "./staff-actions.server";

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "");

/** The reply and threshold as the settings form sends them; a checkbox left unticked is not sent at all. */
function settingsFromForm(formData: FormData) {
  const replies = replySettingsSchema.safeParse({
    enabled: formData.get("enabled") === "on",
    enquiry: { subject: text(formData, "enquirySubject"), body: text(formData, "enquiryBody") },
    application: { subject: text(formData, "applicationSubject"), body: text(formData, "applicationBody") },
  });
  const spam = spamSettingsSchema.safeParse({ threshold: text(formData, "threshold") });
  const errors: Record<string, string> = {};
  for (const issue of replies.success ? [] : replies.error.issues) errors[issue.path.join(".")] ??= issue.message;
  if (!spam.success) errors.threshold = "Enter a whole number from 1 to 100";
  return replies.success && spam.success ? { ok: true as const, replies: replies.data, threshold: spam.data.threshold } : { ok: false as const, errors };
}

/** A 4xx from the API is said on the page; anything else is the error page. */
function apiRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return error.serverMessage ?? "The API refused this change.";
  throw error;
}

export async function repliesLoader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const settings = await intakeApi.settings(caller).catch(forbiddenIfRefused);
  return consoleData({ ...settings, saved: new URL(request.url).searchParams.get("saved") === "1" });
}

export async function repliesAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const parsed = settingsFromForm(read.formData);
  if (!parsed.ok) return consoleData({ errors: parsed.errors }, { status: 400 });
  try {
    await intakeApi.saveReplies(caller, parsed.replies);
    await intakeApi.saveThreshold(caller, parsed.threshold);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403, headers: CONSOLE_HEADERS });
    return consoleData({ errors: { form: apiRefusal(error) } }, { status: 400 });
  }
  return redirect("/console/settings/replies?saved=1", { status: 303, headers: CONSOLE_HEADERS });
}

export async function webhooksLoader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  return consoleData({ webhooks: await intakeApi.webhooks(caller).catch(forbiddenIfRefused) });
}

export async function webhooksAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const intent = read.formData.get("intent");
  try {
    if (intent === "remove") await intakeApi.removeWebhook(caller, text(read.formData, "id"));
    else await intakeApi.addWebhook(caller, text(read.formData, "url").trim());
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403, headers: CONSOLE_HEADERS });
    return consoleData({ error: apiRefusal(error), url: text(read.formData, "url") }, { status: error instanceof ApiError && error.status ? error.status : 400 });
  }
  return redirect("/console/settings/webhooks", { status: 303, headers: CONSOLE_HEADERS });
}
