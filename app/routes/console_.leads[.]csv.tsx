import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api-client.server";
import { CONSOLE_HEADERS, staffCaller } from "~/lib/console/http.server";
import { filterParams, parseInboxFilters } from "~/lib/console/inbox-query";
import { passThrough } from "~/lib/console/passthrough.server";
import { staffApi } from "~/lib/console/staff-api.server";
import { searchOf } from "~/lib/search-part";

/** The inbox's filtered list as the API's CSV (every matching row, not one page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const query = filterParams(parseInboxFilters(new URL(request.url).searchParams), { withPage: false });
  const upstream = await staffApi.download(caller, `/staff/leads.csv${searchOf(query)}`).catch((error: unknown) => {
    // A filter the API refuses (a date like 2026-13-45) is the link's fault, not the server's: say so with its 4xx.
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      throw new Response(error.serverMessage ?? "These filters cannot be exported.", {
        status: error.status,
        headers: { ...CONSOLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    throw error;
  });
  return passThrough(upstream, "leads.csv");
}
