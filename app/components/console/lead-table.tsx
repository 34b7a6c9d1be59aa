import { Link } from "@remix-run/react";
import type { Lead } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { kindLabels } from "~/lib/console/leads";
import { ConsoleTable, type Column } from "./console-table";
import { StatusBadge } from "./status-badge";

export const leadHref = (lead: Pick<Lead, "kind" | "id">) => `/console/leads/${lead.kind}/${lead.id}`;

const columns: Column<Lead>[] = [
  {
    label: "Name",
    cell: (lead) => (
      <div>
        <Link to={leadHref(lead)} className="lead-table-name">
          {lead.name}
        </Link>
        <span className="lead-table-email">{lead.email}</span>
      </div>
    ),
  },
  { label: "Kind", cell: (lead) => kindLabels[lead.kind] },
  { label: "Service or position", cell: (lead) => lead.service ?? lead.position ?? "—" },
  { label: "Status", cell: (lead) => <StatusBadge status={lead.status} /> },
  { label: "Received", cell: (lead) => formatIst(lead.received_at) },
];

/** The inbox's rows, new leads marked. */
export function LeadTable({ leads }: { leads: Lead[] }) {
  return (
    <ConsoleTable
      className="lead-table"
      columns={columns}
      rows={leads}
      rowKey={(lead) => `${lead.kind}-${lead.id}`}
      rowClassName={(lead) => (lead.status === "new" ? "is-new" : undefined)}
    />
  );
}
