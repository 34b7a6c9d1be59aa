import { Link } from "@remix-run/react";
import type { Lead } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { kindLabels } from "~/lib/console/leads";
import { searchOf } from "~/lib/search-part";
import { serviceName } from "../../../contract/service-names";
import { ConsoleTable, type Column } from "./console-table";
import { StatusBadge } from "./status-badge";

export const leadHref = (lead: Pick<Lead, "kind" | "id">) => `/console/leads/${lead.kind}/${lead.id}`;

/** What the lead is about, by name: the service asked for, or the position applied for. */
export const leadTopic = (lead: Pick<Lead, "service" | "position">) =>
  lead.service ? serviceName(lead.service) : (lead.position ?? "—");

/**
 * The inbox's rows, new leads marked. Each lead's link carries the inbox's filters, so its page
 * can lead back to this list and on to the previous and next lead in it.
 */
export function LeadTable({ leads, query }: { leads: Lead[]; query: URLSearchParams }) {
  const search = searchOf(query);
  const columns: Column<Lead>[] = [
    {
      label: "Name",
      cell: (lead) => (
        <div>
          <Link to={`${leadHref(lead)}${search}`} className="lead-table-name">
            {lead.name}
          </Link>
          <span className="lead-table-email">{lead.email}</span>
          {/* The other columns in one line, for the compact card a phone shows instead of them. */}
          <span className="lead-table-meta">
            {kindLabels[lead.kind]} · {leadTopic(lead)} · {formatIst(lead.received_at)}
          </span>
        </div>
      ),
    },
    { label: "Kind", cell: (lead) => kindLabels[lead.kind] },
    { label: "Service or position", cell: leadTopic },
    { label: "Status", cell: (lead) => <StatusBadge status={lead.status} /> },
    { label: "Received", cell: (lead) => formatIst(lead.received_at) },
  ];
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
