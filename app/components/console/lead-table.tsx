import { Link } from "@remix-run/react";
import type { Lead } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { kindLabels } from "~/lib/console/leads";
import { StatusBadge } from "./status-badge";

export const leadHref = (lead: Pick<Lead, "kind" | "id">) => `/console/leads/${lead.kind}/${lead.id}`;

/** The inbox's rows; at phone width each row becomes a card (console.css). */
export function LeadTable({ leads }: { leads: Lead[] }) {
  return (
    <table className="console-table lead-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Service or position</th>
          <th scope="col">Status</th>
          <th scope="col">Received</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={`${lead.kind}-${lead.id}`} className={lead.status === "new" ? "is-new" : undefined}>
            <td data-label="Name">
              <div>
                <Link to={leadHref(lead)} className="lead-table-name">
                  {lead.name}
                </Link>
                <span className="lead-table-email">{lead.email}</span>
              </div>
            </td>
            <td data-label="Kind">{kindLabels[lead.kind]}</td>
            <td data-label="Service or position">{lead.service ?? lead.position ?? "—"}</td>
            <td data-label="Status">
              <StatusBadge status={lead.status} />
            </td>
            <td data-label="Received">{formatIst(lead.received_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
