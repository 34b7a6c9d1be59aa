import type { LoaderFunctionArgs } from "@remix-run/node";
import { backupsApi } from "~/lib/console/backups-api.server";
import { staffCaller } from "~/lib/console/http.server";
import { notFoundIfMissing } from "~/lib/console/lead-actions.server";
import { passThrough } from "~/lib/console/passthrough.server";

/** One backup archive, streamed from the API as a download (the API logs it). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const upstream = await backupsApi.download(caller, params.name ?? "").catch(notFoundIfMissing);
  return passThrough(upstream, "backup.tar.gz");
}
