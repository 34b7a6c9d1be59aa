import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ConsoleShell } from "~/components/console/console-shell";
import { consoleHandle, consoleLinks } from "~/components/console/stylesheet";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { moderationApi } from "~/lib/console/moderation-api.server";
import { takeNotice } from "~/lib/console/notice.server";
import { mailEnabled } from "~/lib/console/notifications.server";
import { staffApi } from "~/lib/console/staff-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const handle = consoleHandle;
export const links = consoleLinks;

/** The frame of every signed-in console page: who is signed in, new leads, whether mail is on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const [me, newCount, heldCount] = await Promise.all([staffApi.me(caller), staffApi.newCount(caller), moderationApi.heldCount(caller)]);
  const { notice, headers } = await takeNotice(request);
  return consoleData({ staff: me.staff, newCount, heldCount, mailEnabled: mailEnabled(context), notice }, { headers });
}

export default function ConsoleLayout() {
  const { staff, newCount, heldCount, mailEnabled, notice } = useLoaderData<typeof loader>();
  return (
    <ConsoleShell staff={staff} newCount={newCount} heldCount={heldCount} mailEnabled={mailEnabled} notice={notice}>
      <Outlet />
    </ConsoleShell>
  );
}
