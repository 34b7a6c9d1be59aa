import { Link } from "@remix-run/react";
import type { Lead } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { kindLabels } from "~/lib/console/leads";
import { searchOf } from "~/lib/search-part";
import { serviceName } from "../../../contract/service-names";
import { ConsoleTable, type Column } from "./console-table";
import { StatusBadge } from "./status-badge";
import { BULK_FORM_ID } from "./bulk-form";
import { promiseBadge } from "~/lib/console/follow-up";

export const leadHref = (lead: Pick<Lead, "kind" | "id">) => `/console/leads/${lead.kind}/${lead.id}`;

/** What the lead is about, by name: the service asked for, or the position applied for. */
export const leadTopic = (lead: Pick<Lead, "service" | "position">) =>
  lead.service ? serviceName(lead.service) : (lead.position ?? "—");

/**
 * The inbox's rows, new leads marked. Each lead's link carries the inbox's filters, so its page
 * can lead back to this list and on to the previous and next lead in it.
 */
export function LeadTable({ leads, query, now, selectable = false }: { leads: Lead[]; query: URLSearchParams; now: string; selectable?: boolean }) {
  const search = searchOf(query);
  const at = new Date(now);
  const columns: Column<Lead>[] = [
    ...(selectable
      ? [
          {
            label: "Select",
            labelHidden: true,
            // Each box belongs to the bulk form above the table (its form attribute), so one post sends them all.
            cell: (lead: Lead) => (
              <input type="checkbox" name="lead" value={`${lead.kind}:${lead.id}`} form={BULK_FORM_ID} aria-label={`Select ${lead.name}`} />
            ),
          },
        ]
      : []),
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
    {
      label: "Status",
      cell: (lead) => {
        // The 24-hour promise made to the visitor: time left while the lead is new, marked once past it.
        const promise = promiseBadge(lead.received_at, lead.status, at);
        return (
          <>
            <StatusBadge status={lead.status} />
            {promise ? (
              <span className={`lead-promise${promise.overdue ? " is-overdue" : ""}`} title="Reply promised within 24 hours">
                {promise.text}
              </span>
            ) : null}
          </>
        );
      },
    },
    { label: "Owner", cell: (lead) => lead.follow_up.assignee?.name ?? "—" },
    { label: "Received", cell: (lead) => formatIst(lead.received_at) },
  ];
  return (
    <ConsoleTable
      className={selectable ? "lead-table lead-table--select" : "lead-table"}
      columns={columns}
      rows={leads}
      rowKey={(lead) => `${lead.kind}-${lead.id}`}
      rowClassName={(lead) => (lead.status === "new" ? "is-new" : undefined)}
    />
  );
}
