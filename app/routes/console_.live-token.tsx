import type { LoaderFunctionArgs } from "@remix-run/node";
import { consoleJson, staffCaller } from "~/lib/console/http.server";
import { readSessionToken } from "~/lib/console/session.server";
import { staffApi } from "~/lib/console/staff-api.server";

/**
 * A short-lived token for the live inbox's socket (docs/inbox.md), asked for by the console's
 * script at each (re)connection; the session token itself never reaches the browser.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await readSessionToken(request))) return consoleJson({ message: "Sign in first" }, { status: 401 });
  return consoleJson(await staffApi.liveToken(await staffCaller(request, context)));
}
