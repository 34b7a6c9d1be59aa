import type { ActionFunctionArgs } from "@remix-run/node";
import { CONSOLE_HEADERS, staffCaller } from "~/lib/console/http.server";
import { autosavePostAction } from "~/lib/console/post-autosave.server";

/** Nothing to show here: the editor posts a draft's fields to this address while someone types. */
export const loader = () => new Response(null, { status: 405, headers: { ...CONSOLE_HEADERS, Allow: "POST" } });

/** Saves a draft as it is typed; never a published or scheduled post (see the lib). */
export async function action({ request, context }: ActionFunctionArgs) {
  return autosavePostAction(request, await staffCaller(request, context));
}
