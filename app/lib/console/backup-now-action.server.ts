import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { backupsApi } from "./backups-api.server";
import { CONSOLE_HEADERS, consoleData, readConsoleForm, staffCaller } from "./http.server";

/**
 * "Back up now" on the backups page: to the page again with the new archive named (a reload
 * makes no second one); a refusal (one already running, backups off) is the page's error, 4xx.
 */
export async function backupNowAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  try {
    const made = await backupsApi.create(caller);
    return redirect(`/console/backups?${new URLSearchParams({ made: made.name })}`, { status: 303, headers: CONSOLE_HEADERS });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null || error.status >= 500) throw error;
    if (error.status === 403) throw data({ message: error.serverMessage }, { status: 403, headers: CONSOLE_HEADERS });
    return consoleData({ backupError: error.serverMessage ?? "The backup could not be made." }, { status: error.status });
  }
}
