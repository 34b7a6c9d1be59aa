import type { Staff } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { ConsoleTable, RowAction, type Column } from "./console-table";

/** The agency's staff; an owner removes anyone but themselves here (the API keeps one owner). */
export function StaffList({ members, selfEmail }: { members: Staff[]; selfEmail: string | undefined }) {
  const columns: Column<Staff>[] = [
    { label: "Name", cell: (member) => member.name || "—" },
    { label: "Email", cell: (member) => member.email },
    { label: "Role", cell: (member) => (member.role === "owner" ? "Owner" : "Staff") },
    { label: "Two-factor", cell: (member) => (member.totp_enabled ? "On" : "Off") },
    { label: "Since", cell: (member) => formatIst(member.created_at) },
    {
      label: "Action",
      labelHidden: true,
      cell: (member) =>
        member.email === selfEmail ? (
          <span className="console-muted">You</span>
        ) : (
          <RowAction intent="remove" id={member.id} ariaLabel={`Remove ${member.email}`} danger>
            Remove
          </RowAction>
        ),
    },
  ];
  return <ConsoleTable columns={columns} rows={members} rowKey={(member) => member.id} />;
}
