import { Form } from "@remix-run/react";
import type { Staff } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { RoleCheckboxes } from "./role-checkboxes";
import { ConsoleTable, type Column } from "./console-table";

/** Other roles for a member; the API refuses to leave the agency without an owner. */
function RoleForm({ member }: { member: Staff }) {
  return (
    <Form method="post" className="staff-role-form">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={String(member.id)} />
      <RoleCheckboxes idPrefix={`role-${member.id}`} checked={member.roles} legend={`Roles of ${member.email}`} />
      <button type="submit" className="console-link-button" aria-label={`Change the roles of ${member.email}`}>
        Change
      </button>
    </Form>
  );
}

/** Removing asks twice: a disclosure says what it does, then a plain post, so it works without JavaScript. */
function RemoveMember({ member }: { member: Staff }) {
  return (
    <details className="console-danger console-danger--row">
      <summary aria-label={`Remove ${member.email}`}>Remove…</summary>
      <p>
        {member.name || member.email} loses access at once: every session ends, the account is deleted. Their notes stay.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={String(member.id)} />
        <button type="submit" className="btn btn--sm console-btn-danger">
          Remove {member.email} for good
        </button>
      </Form>
    </details>
  );
}

/** The agency's staff; an owner changes roles and removes anyone but themselves here (the API keeps one owner). */
export function StaffList({ members, selfEmail }: { members: Staff[]; selfEmail: string | undefined }) {
  const columns: Column<Staff>[] = [
    { label: "Name", cell: (member) => member.name || "—" },
    { label: "Email", cell: (member) => member.email },
    { label: "Role", cell: (member) => <RoleForm member={member} /> },
    { label: "Two-factor", cell: (member) => (member.totp_enabled ? "On" : "Off") },
    { label: "Since", cell: (member) => formatIst(member.created_at) },
    {
      label: "Action",
      labelHidden: true,
      cell: (member) => (member.email === selfEmail ? <span className="console-muted">You</span> : <RemoveMember member={member} />),
    },
  ];
  return <ConsoleTable columns={columns} rows={members} rowKey={(member) => member.id} />;
}
