import type { ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api-client.server";
import { CONSOLE_HEADERS, consoleJson, consoleTexts, readConsoleForm, staffCaller } from "~/lib/console/http.server";
import { POST_LIMITS } from "~/lib/console/posts";
import { postsApi } from "~/lib/console/posts-api.server";
import { POST_TEXT_MAX_BYTES } from "~/lib/console/posts-form.server";

const texts = {
  missing: "Send the post's Markdown as the markdown field.",
  tooLong: `The post is longer than ${POST_LIMITS.markdown.toLocaleString("en-US")} characters.`,
  refused: "The API could not render this preview.",
} as const;

/** Nothing to show here: the editor posts its Markdown to this address while someone types. */
export const loader = () => new Response(null, { status: 405, headers: { ...CONSOLE_HEADERS, Allow: "POST" } });

/**
 * The editor's live preview: Markdown in, the API's HTML out. A plain fetch rather than the page's
 * action, so a preview still on its way never meets a save's redirect inside the router.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readConsoleForm(request, POST_TEXT_MAX_BYTES);
  if (!read.ok) return consoleJson({ error: read.message }, { status: read.status });
  const caller = await staffCaller(request, context);
  const markdown = read.formData.get("markdown");
  if (typeof markdown !== "string") return consoleJson({ error: texts.missing }, { status: 400 });
  if (markdown.length > POST_LIMITS.markdown) return consoleJson({ error: texts.tooLong }, { status: 413 });
  try {
    return consoleJson({ preview: await postsApi.preview(caller, markdown) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = error.status !== null && error.status >= 400 && error.status < 500;
    if (!refused) return consoleJson({ error: consoleTexts.unreachable }, { status: 502 });
    return consoleJson({ error: error.serverMessage ?? texts.refused }, { status: error.status! });
  }
}
