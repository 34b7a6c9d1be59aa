import { parseWithZod } from "@conform-to/zod";
import { slugify } from "../../../contract/slug";
import { ApiError } from "../api-client.server";
import { consoleJson, consoleTexts, readConsoleForm } from "./http.server";
import { keptCover } from "./cover-upload";
import { autosavedDraftId, autosaveTexts } from "./post-autosave";
import { store } from "./posts-actions.server";
import { postsApi } from "./posts-api.server";
import { POST_TEXT_MAX_BYTES } from "./posts-form.server";
import { postFormSchema } from "./posts-schema";
import type { StaffCaller } from "./staff-api.server";

/**
 * A draft's fields saved as they are typed: `{ id, saved_at }`, or `{ error }` with a 4xx. Drafts
 * only: a published or scheduled post is refused (409), since a half-typed change would go live.
 * Files never come this way; the cover kept is the one the form already holds.
 */
export async function autosavePostAction(request: Request, caller: StaffCaller) {
  const read = await readConsoleForm(request, POST_TEXT_MAX_BYTES);
  if (!read.ok) return consoleJson({ error: read.message }, { status: read.status });
  const { formData } = read;
  formData.set("intent", "save");
  const submission = parseWithZod(formData, { schema: postFormSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return consoleJson({ error: first ?? autosaveTexts.needsTitle }, { status: 400 });
  }
  const postId = autosavedDraftId(formData);
  try {
    if (postId && (await postsApi.get(caller, postId)).status !== "draft") {
      return consoleJson({ error: autosaveTexts.released }, { status: 409 });
    }
    // An empty slug means "made from the title": kept in step with the title while the draft is typed,
    // where the API would keep the one made from the first words autosaved.
    const value = { ...submission.value, slug: submission.value.slug || slugify(submission.value.title ?? "", 120) || undefined };
    const post = await store(caller, postId, value, keptCover(value), true);
    return consoleJson({ id: post.id, saved_at: post.updated_at ?? new Date().toISOString() });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = error.status !== null && error.status >= 400 && error.status < 500;
    if (!refused) return consoleJson({ error: consoleTexts.unreachable }, { status: 502 });
    return consoleJson({ error: error.serverMessage ?? autosaveTexts.needsTitle }, { status: error.status! });
  }
}
