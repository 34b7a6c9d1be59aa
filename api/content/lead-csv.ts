import { serviceName } from "../../contract/service-names";
import type { LeadEventRow, LeadJson } from "../services/leads";
import { CSV_BOM, csvRecord } from "./csv";
import { SOURCE_COLUMNS, sourceCells } from "./lead-source-csv";

const COLUMNS = [
  "kind",
  "id",
  "received_at_ist",
  "status",
  "name",
  "email",
  "phone",
  "service_or_position",
  "message",
  "form",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "notes",
  "status_history",
  ...SOURCE_COLUMNS,
];

/** The agency works in India: a time as a spreadsheet reads one, in Indian Standard Time. */
const ist = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata", dateStyle: "short", timeStyle: "medium" });
export const inIst = (at: Date | string) => ist.format(new Date(at));

const byOf = (event: LeadEventRow) => event.by_name || event.by_email || "System";

/** Each lead's notes and status changes, one line each, oldest first, with when and who. */
function historyCells(events: LeadEventRow[]) {
  const notes: string[] = [];
  const statuses: string[] = [];
  for (const event of events) {
    const when = inIst(event.created_at);
    if (event.type === "note") notes.push(`${when} ${byOf(event)}: ${event.body ?? ""}`);
    if (event.type === "status") statuses.push(`${when} ${event.from_status ?? "—"} → ${event.to_status ?? "—"} (${byOf(event)})`);
  }
  return [notes.join("\n"), statuses.join("\n")];
}

const topicOf = (lead: LeadJson) => (lead.service ? serviceName(lead.service) : lead.position);

/** The inbox as a spreadsheet: every matching lead, its service by name, times in IST, its history. */
export function leadsCsv(leads: LeadJson[], events: LeadEventRow[]): string {
  const historyOf = new Map<string, LeadEventRow[]>();
  for (const event of events) {
    const key = `${event.lead_kind}-${event.lead_id}`;
    historyOf.set(key, [...(historyOf.get(key) ?? []), event]);
  }
  const rows = leads.map((lead) =>
    csvRecord([
      lead.kind,
      lead.id,
      inIst(lead.received_at),
      lead.status,
      lead.name,
      lead.email,
      lead.phone,
      topicOf(lead),
      lead.message,
      lead.form,
      lead.utm?.utm_source,
      lead.utm?.utm_medium,
      lead.utm?.utm_campaign,
      ...historyCells(historyOf.get(`${lead.kind}-${lead.id}`) ?? []),
      ...sourceCells(lead.source),
    ]),
  );
  return CSV_BOM + csvRecord(COLUMNS) + rows.join("");
}
