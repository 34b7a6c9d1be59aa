import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiError } from "../api-client.server";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import { BLOCK_LIST_FORM_ID, blockListSchema } from "./moderation";
import { moderationApi } from "./moderation-api.server";

const queueFormSchema = z.object({
  intent: z.enum(["approve", "hide", "spam", "delete"]),
  id: z.string().regex(/^\d{1,12}$/),
});

/**
 * A button on the queue. Without JavaScript the page is shown again (303 to where it was);
 * with it the fetcher's answer is enough and the queue reloads on its own.
 */
export async function moderationQueueAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const parsed = queueFormSchema.safeParse(Object.fromEntries(read.formData));
  if (!parsed.success) return consoleData({ error: "That button did not send what it should. Reload the page." }, { status: 400 });
  const { intent, id } = parsed.data;
  try {
    if (intent === "delete") await moderationApi.remove(caller, id);
    else await moderationApi.act(caller, id, intent);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return consoleData({ error: "That comment is already gone: someone may have deleted it." }, { status: 404 });
    }
    throw error;
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: CONSOLE_HEADERS });
}

/** Saves the block list; the answer shows the list as stored (trimmed, repeats dropped). */
export async function blockListAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const submission = parseWithZod(read.formData, { schema: blockListSchema });
  if (submission.status !== "success") return invalidReply(submission, BLOCK_LIST_FORM_ID);
  try {
    const phrases = await moderationApi.saveBlockList(caller, submission.value.phrases);
    return consoleData({
      // The form shows the list as saved (blanks and repeats dropped), not the text as typed.
      result: submission.reply({ resetForm: true }),
      formId: BLOCK_LIST_FORM_ID,
      saved: phrases.length,
      phrases,
    });
  } catch (error) {
    return apiFailureReply(submission, error, { formId: BLOCK_LIST_FORM_ID });
  }
}
