import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { ZodType, ZodTypeDef } from "zod";
import { ApiError } from "../api-client.server";
import { failureTexts } from "../forms/messages";
import { formReply, refusal } from "../forms/reply.server";
import { keptCover } from "./cover-upload";
import { coverRefusal, coverTooLargeReply, storePickedCover } from "./cover-upload-api.server";
import { readCoverForm } from "./cover-upload-form.server";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import type { OrderedContentApi } from "./ordered-content-api.server";
import { editedId } from "./ordered-content-loaders.server";
import { movedQuery } from "./ordered-lists";

type ContentApi = OrderedContentApi<{ id: number }>;

/** The API's refusal of a row's action (a 4xx), shown above the list; anything else is a fault. */
function refusedAnswer(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status !== null && error.status < 500) {
    return consoleData({ listError: error.serverMessage ?? fallback }, { status: error.status });
  }
  throw error;
}

/**
 * A list page's row buttons (plain posts naming the row): "up" and "down" move it, and each
 * entry of `changes` (e.g. close: { is_open: false }) is a change sent to the API as is.
 */
export function orderedListAction(api: ContentApi, listPath: string, changes: Record<string, Record<string, unknown>>) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const caller = await staffCaller(request, context);
    const read = await readConsoleForm(request);
    if (!read.ok) return read.answer;
    const intent = String(read.formData.get("intent") ?? "");
    const id = String(read.formData.get("id") ?? "");
    if (!/^\d{1,10}$/.test(id)) return consoleData({ listError: "That item no longer exists." }, { status: 400 });
    try {
      if (intent === "up" || intent === "down") {
        await api.move(caller, id, intent);
        return redirect(`${listPath}?${movedQuery(id, intent)}`, { status: 303, headers: CONSOLE_HEADERS });
      } else if (Object.hasOwn(changes, intent)) await api.update(caller, id, changes[intent]);
      else return consoleData({ listError: "That action is not known." }, { status: 400 });
    } catch (error) {
      return refusedAnswer(error, "That change could not be made.");
    }
    return redirect(listPath, { status: 303, headers: CONSOLE_HEADERS });
  };
}

interface EditActionOptions<Value> {
  api: ContentApi;
  listPath: string;
  formId: string;
  schema: ZodType<Value, ZodTypeDef, unknown>;
  /** The form's value as the API's body; `cover` is the cover's URL when the form has one. */
  toBody: (value: Value, cover: string | null) => Record<string, unknown>;
  /** A form with a cover upload, posted as multipart and read under its own cap (bytes). */
  coverForm?: { maxBytes: number; textMaxBytes: number };
}

type ReadEdit = { ok: true; formData: FormData; coverTooLarge: boolean } | { ok: false; answer: ReturnType<typeof refusal> };

async function readEditForm(request: Request, coverForm: EditActionOptions<unknown>["coverForm"]): Promise<ReadEdit> {
  if (!coverForm) {
    const read = await readConsoleForm(request);
    return read.ok ? { ...read, coverTooLarge: false } : read;
  }
  const read = await readCoverForm(request, coverForm.maxBytes, coverForm.textMaxBytes);
  if (read.ok) return read;
  const message = read.status === 400 ? failureTexts.unreadable : read.message;
  return { ok: false, answer: refusal(null, [message], { status: read.status, headers: CONSOLE_HEADERS }) };
}

const coverOf = (value: unknown) => value as { cover?: File; coverImage?: string; removeCover?: "on" };

/**
 * The add and edit pages' posts: save (create without an id, update with one) and go back to
 * the list; or, with intent "delete" (after the page's confirmation), delete and go back.
 * Bad input and the API's refusals come back next to the fields, everything typed kept.
 */
export function editAction<Value>({ api, listPath, formId, schema, toBody, coverForm }: EditActionOptions<Value>) {
  return async ({ request, context, params }: ActionFunctionArgs) => {
    const caller = await staffCaller(request, context);
    const id = params.id === undefined ? null : editedId(params);
    const read = await readEditForm(request, coverForm);
    if (!read.ok) return read.answer;
    if (id !== null && read.formData.get("intent") === "delete") {
      try {
        await api.remove(caller, id);
      } catch (error) {
        return refusedAnswer(error, "It could not be deleted.");
      }
      return redirect(listPath, { status: 303, headers: CONSOLE_HEADERS });
    }
    if (read.coverTooLarge) return coverTooLargeReply(parseWithZod(read.formData, { schema }), formId);
    // Stored on the first post, a refused one included: the form carries it from then on.
    const upload = coverForm ? await storePickedCover(caller, read.formData) : null;
    const submission = parseWithZod(read.formData, { schema });
    if (upload) {
      const refused = coverRefusal(upload.refused);
      if (!refused) return apiFailureReply(submission, upload.refused, { formId });
      const result = submission.reply({ fieldErrors: { cover: [refused.message] } });
      return formReply({ result, formId }, { status: refused.status, headers: CONSOLE_HEADERS });
    }
    if (submission.status !== "success") return invalidReply(submission, formId);
    const value = submission.value;
    const cover = keptCover(coverOf(value));
    try {
      const body = toBody(value, cover);
      if (id === null) await api.create(caller, body);
      else await api.update(caller, id, body);
    } catch (error) {
      return apiFailureReply(submission, error, { formId });
    }
    return redirect(listPath, { status: 303, headers: CONSOLE_HEADERS });
  };
}
