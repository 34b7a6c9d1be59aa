import { Form } from "@remix-run/react";
import type { StaffSession } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";

/** A browser's name from its user agent, enough to tell one's own devices apart. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrom(e|ium)\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Windows/.test(userAgent) ? "Windows" : /Mac OS X/.test(userAgent) ? "macOS" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? `${browser} on ${system}` : browser;
}

/** The signed-in sessions of this account; any but this one can be ended here. */
export function SessionList({ sessions }: { sessions: StaffSession[] }) {
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">Device</th>
          <th scope="col">Signed in</th>
          <th scope="col">Last seen</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td data-label="Device">{deviceName(session.user_agent)}</td>
            <td data-label="Signed in">{formatIst(session.created_at)}</td>
            <td data-label="Last seen">{formatIst(session.last_seen_at)}</td>
            <td data-label="Action">
              {session.current ? (
                <span className="console-muted">This browser</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={String(session.id)} />
                  <button type="submit" className="console-link-button">
                    End session
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
