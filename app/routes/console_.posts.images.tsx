import type { ActionFunctionArgs } from "@remix-run/node";
import { CONSOLE_HEADERS, staffCaller } from "~/lib/console/http.server";
import { postImageAction } from "~/lib/console/post-images.server";

/** Nothing to show here: the editor's "Insert image" posts a picture to this address. */
export const loader = () => new Response(null, { status: 405, headers: { ...CONSOLE_HEADERS, Allow: "POST" } });

/** A picture for a post's text, stored like a cover; the editor puts the Markdown it answers at the cursor. */
export async function action({ request, context }: ActionFunctionArgs) {
  return postImageAction(request, await staffCaller(request, context));
}
