import type { ReactNode } from "react";
import { sourceRows } from "../../../contract/lead-source";
import { serviceName } from "../../../contract/service-names";
import type { Lead } from "~/lib/console/api-types";
import { formatBytes, formatIst } from "~/lib/console/format";
import { formLabels } from "~/lib/console/leads";

/**
 * A PDF résumé read in place. The file is sandboxed by its own answer's policy (no scripts, no
 * forms, no navigation: resume-view.server.ts), not by the frame's `sandbox` attribute, with which
 * browsers show no PDF at all (Chromium draws a blocked-plugin page). The link beside it downloads.
 */
function ResumeViewer({ id, filename }: { id: number | string; filename: string }) {
  return (
    <>
      <h2 className="console-subhead">Résumé</h2>
      <iframe className="resume-viewer" src={`/console/leads/application/${id}/resume/view`} title={`Résumé: ${filename}`} />
    </>
  );
}

/** Every field the visitor sent, where it came from and when, as one definition list. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const rows: [string, ReactNode][] = [
    ["Email", <a key="email" href={`mailto:${lead.email}`}>{lead.email}</a>],
    ["Phone", lead.phone ? <a key="phone" href={`tel:${lead.phone}`}>{lead.phone}</a> : "—"],
    lead.kind === "application" ? ["Position", lead.position ?? "—"] : ["Service", lead.service ? serviceName(lead.service) : "—"],
    ["Form", lead.form ? (formLabels[lead.form] ?? lead.form) : "—"],
    ["Received", formatIst(lead.received_at)],
  ];
  for (const [name, value] of Object.entries(lead.utm ?? {})) if (value) rows.push([name.replace("_", " "), value]);
  rows.push(...sourceRows(lead.source));
  if (lead.resume) {
    rows.push([
      "Résumé",
      <a key="resume" href={`/console/leads/application/${lead.id}/resume`} download>
        {lead.resume.filename} ({formatBytes(lead.resume.size)})
      </a>,
    ]);
  }
  return (
    <div className="console-card">
      <dl className="lead-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="console-subhead">Message</h2>
      <p className="lead-message">{lead.message || "No message."}</p>
      {lead.resume?.content_type === "application/pdf" ? <ResumeViewer id={lead.id} filename={lead.resume.filename} /> : null}
    </div>
  );
}
