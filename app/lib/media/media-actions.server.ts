import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { MEDIA_MAX_BYTES } from "../../../contract/media-limits";
import { ApiError } from "../api-client.server";
import { CONSOLE_HEADERS, consoleData, consoleTexts, readConsoleForm, staffCaller } from "../console/http.server";
import { forgeryReason } from "../forms/forgery.server";
import { failureTexts } from "../forms/messages";
import { readFileForm } from "../http/read-file-form.server";
import { mediaApi } from "./media-api.server";
import { mediaDetailsSchema, mediaTexts, mediaUploadSchema } from "./media-form";

/** The API's own sentence for a 4xx, a plain one when it could not be reached. */
function refusal(error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  const clientError = error.status !== null && error.status >= 400 && error.status < 500;
  return consoleData({ error: clientError ? (error.serverMessage ?? mediaTexts.file) : consoleTexts.unreachable }, { status: clientError ? error.status! : 502 });
}

/** The library page's upload (a plain multipart post): stored, then its page, where alt text and focal point are set. */
export async function mediaUploadAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) return consoleData({ error: failureTexts.crossSite }, { status: 403 });
  const read = await readFileForm(request, {
    field: "image",
    fileMaxBytes: MEDIA_MAX_BYTES,
    maxBytes: MEDIA_MAX_BYTES + 8 * 1024,
    textMaxBytes: 2 * 1024,
    plainMaxBytes: 4 * 1024,
    droppedFile: undefined,
  });
  if (!read.ok) return consoleData({ error: read.message }, { status: read.status });
  if (read.fileTooLarge) return consoleData({ error: mediaTexts.size }, { status: 413 });
  const file = read.formData.get("image");
  if (!(file instanceof File) || file.size === 0) return consoleData({ error: mediaTexts.file }, { status: 400 });
  const fields = mediaUploadSchema.safeParse({ alt: read.formData.get("alt") ?? undefined });
  if (!fields.success) return consoleData({ error: fields.error.issues[0].message }, { status: 400 });
  try {
    const item = await mediaApi.upload(caller, file, { alt: fields.data.alt });
    return redirect(`/console/media/${item.id}`, { status: 303, headers: CONSOLE_HEADERS });
  } catch (error) {
    return refusal(error);
  }
}

/** An item's page: save its alt text and focal point, or delete it (refused, with where, while it is used). */
export async function mediaItemAction({ request, context, params }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const id = params.id ?? "";
  try {
    if (read.formData.get("intent") === "delete") {
      await mediaApi.remove(caller, id);
      return redirect("/console/media", { status: 303, headers: CONSOLE_HEADERS });
    }
    const fields = mediaDetailsSchema.safeParse(Object.fromEntries(read.formData));
    if (!fields.success) {
      const errors = Object.fromEntries(fields.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      return consoleData({ fieldErrors: errors, values: Object.fromEntries(read.formData) }, { status: 400 });
    }
    await mediaApi.update(caller, id, fields.data);
    return consoleData({ saved: true });
  } catch (error) {
    const answer = refusal(error);
    return read.formData.get("intent") === "delete" ? consoleData({ listError: (await answer.data).error }, { status: answer.init?.status ?? 409 }) : answer;
  }
}
