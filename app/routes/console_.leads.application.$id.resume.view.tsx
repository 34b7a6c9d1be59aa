import type { LoaderFunctionArgs } from "@remix-run/node";
import { staffCaller } from "~/lib/console/http.server";
import { leadParams, notFoundIfMissing } from "~/lib/console/lead-actions.server";
import { resumeViewAnswer } from "~/lib/console/resume-view.server";
import { staffApi } from "~/lib/console/staff-api.server";

/** An applicant's PDF résumé to read in the console (sandboxed, nothing in it runs); other files are downloaded. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { id } = leadParams({ kind: "application", id: params.id });
  const caller = await staffCaller(request, context);
  const path = `/staff/leads/application/${encodeURIComponent(id)}/resume`;
  const upstream = await staffApi.download(caller, path).catch(notFoundIfMissing);
  return resumeViewAnswer(upstream, `/console/leads/application/${encodeURIComponent(id)}/resume`);
}
