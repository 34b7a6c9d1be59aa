import type { StaffSession } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { ConsoleTable, RowAction, type Column } from "./console-table";

/** A browser's name from its user agent, enough to tell one's own devices apart. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrom(e|ium)\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Windows/.test(userAgent) ? "Windows" : /Mac OS X/.test(userAgent) ? "macOS" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? `${browser} on ${system}` : browser;
}

/** The signed-in sessions of this account; any but this one can be ended here. */
export function SessionList({ sessions }: { sessions: StaffSession[] }) {
  const columns: Column<StaffSession>[] = [
    { label: "Device", cell: (session) => deviceName(session.user_agent) },
    { label: "Signed in", cell: (session) => formatIst(session.created_at) },
    { label: "Last seen", cell: (session) => formatIst(session.last_seen_at) },
    {
      label: "Action",
      labelHidden: true,
      cell: (session) =>
        session.current ? (
          <span className="console-muted">This browser</span>
        ) : (
          <RowAction intent="revoke" id={session.id}>
            End session
          </RowAction>
        ),
    },
  ];
  return <ConsoleTable columns={columns} rows={sessions} rowKey={(session) => session.id} />;
}
