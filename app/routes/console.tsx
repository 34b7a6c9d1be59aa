import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ConsoleShell } from "~/components/console/console-shell";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { backupHealthLine } from "~/lib/console/backup-health";
import { backupsApi } from "~/lib/console/backups-api.server";
import { moderationApi } from "~/lib/console/moderation-api.server";
import { takeNotice } from "~/lib/console/notice.server";
import { mailEnabled } from "~/lib/console/notifications.server";
import { staffApi } from "~/lib/console/staff-api.server";
import { may } from "../../contract/permissions";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const handle = consoleHandle;
export const links = consoleLinks;

/** The frame of every signed-in console page: who is signed in, new leads, whether mail is on, the last backup (owners). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const me = await staffApi.me(caller);
  // Held comments only for those who moderate: the API refuses the count to the others.
  const [newCount, heldCount, backups] = await Promise.all([
    staffApi.newCount(caller),
    may(me.staff.roles, "comments.moderate") ? moderationApi.heldCount(caller) : 0,
    may(me.staff.roles, "backups.read") ? backupsApi.health(caller) : null,
  ]);
  const { notice, headers } = await takeNotice(request);
  const backupHealth = backups && backupHealthLine(backups, new Date());
  return consoleData({ staff: me.staff, newCount, heldCount, mailEnabled: mailEnabled(context), notice, backupHealth }, { headers });
}

export default function ConsoleLayout() {
  const { staff, newCount, heldCount, mailEnabled, notice, backupHealth } = useLoaderData<typeof loader>();
  return (
    <ConsoleShell staff={staff} newCount={newCount} heldCount={heldCount} mailEnabled={mailEnabled} notice={notice} backupHealth={backupHealth}>
      <Outlet />
    </ConsoleShell>
  );
}
