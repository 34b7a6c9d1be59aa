import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api-client.server";
import { backupsApi } from "~/lib/console/backups-api.server";
import { CONSOLE_HEADERS, readConsoleForm, staffCaller } from "~/lib/console/http.server";
import { passThrough } from "~/lib/console/passthrough.server";
import { BACKUP_DOWNLOAD_ERRORS, backupsPageFor } from "~/lib/console/backup-download";

/** An old link to an archive: the backups page, which asks for the password (403 for those who may not see backups). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await backupsApi.list(await staffCaller(request, context));
  return redirect(backupsPageFor(params.name ?? ""), { status: 303, headers: CONSOLE_HEADERS });
}

/** One archive, for the member's password again, streamed from the API as a download (the API logs it). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const name = params.name ?? "";
  const password = String(read.formData.get("password") ?? "");
  const back = (error: keyof typeof BACKUP_DOWNLOAD_ERRORS) => redirect(backupsPageFor(name, error), { status: 303, headers: CONSOLE_HEADERS });
  if (!password) return back("missing");
  try {
    return passThrough(await backupsApi.download(caller, name, password), "backup.tar.gz");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 400) return back("password");
    if (error.status === 429) return back("wait");
    if (error.status === 403 || error.status === 404) throw data({ message: error.serverMessage }, { status: error.status, headers: CONSOLE_HEADERS });
    throw error;
  }
}
