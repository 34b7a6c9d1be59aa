import type { LoaderFunctionArgs } from "@remix-run/node";
import { staffCaller } from "~/lib/console/http.server";
import { filterParams, parseInboxFilters } from "~/lib/console/inbox-query";
import { passThrough } from "~/lib/console/passthrough.server";
import { staffApi } from "~/lib/console/staff-api.server";
import { searchOf } from "~/lib/search-part";

/** The inbox's filtered list as the API's CSV (every matching row, not one page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const query = filterParams(parseInboxFilters(new URL(request.url).searchParams), { withPage: false });
  const upstream = await staffApi.download(caller, `/staff/leads.csv${searchOf(query)}`);
  return passThrough(upstream, "leads.csv");
}
