import type { LoaderFunctionArgs } from "@remix-run/node";
import { staffCaller } from "~/lib/console/http.server";
import { leadParams, notFoundIfMissing } from "~/lib/console/lead-actions.server";
import { passThrough } from "~/lib/console/passthrough.server";
import { staffApi } from "~/lib/console/staff-api.server";

/** An applicant's résumé, streamed from the API as an attachment of its real type. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { id } = leadParams({ kind: "application", id: params.id });
  const caller = await staffCaller(request, context);
  const upstream = await staffApi.download(caller, `/staff/leads/application/${encodeURIComponent(id)}/resume`).catch(notFoundIfMissing);
  return passThrough(upstream, "resume");
}
