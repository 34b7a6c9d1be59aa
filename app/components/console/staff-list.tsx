import { Form } from "@remix-run/react";
import type { Staff } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";

/** The agency's staff; an owner removes anyone but themselves here (the API keeps one owner). */
export function StaffList({ members, selfEmail }: { members: Staff[]; selfEmail: string | undefined }) {
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Two-factor</th>
          <th scope="col">Since</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <td data-label="Name">{member.name || "—"}</td>
            <td data-label="Email">{member.email}</td>
            <td data-label="Role">{member.role === "owner" ? "Owner" : "Staff"}</td>
            <td data-label="Two-factor">{member.totp_enabled ? "On" : "Off"}</td>
            <td data-label="Since">{formatIst(member.created_at)}</td>
            <td data-label="Action">
              {member.email === selfEmail ? (
                <span className="console-muted">You</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={String(member.id)} />
                  <button type="submit" className="console-link-button console-link-button--danger" aria-label={`Remove ${member.email}`}>
                    Remove
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
