import { serviceName } from "../../contract/service-names";
import { sourceRows } from "../../contract/lead-source";
import type { ArrivedLead } from "./notifications-types";

export const FORM_NAMES: Record<ArrivedLead["form"], string> = {
  quote: "Quote form",
  contact: "Contact form",
  career: "Career application form",
};

const UTM_LABELS: Record<string, string> = {
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
  ref: "Referrer tag",
};

const ist = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** The agency works in India: times in mail are Indian Standard Time, said so. */
export function inIst(date: Date): string {
  return `${ist.format(date)} IST`;
}

/** "quote request", "enquiry", "job application": what the lead is, in a sentence. */
export function leadNoun(lead: Pick<ArrivedLead, "form">): string {
  if (lead.form === "career") return "job application";
  return lead.form === "quote" ? "quote request" : "enquiry";
}

/** The service asked about, by its name, or the position applied for. */
export function leadTopic(lead: Pick<ArrivedLead, "service" | "position">): string {
  return lead.service !== undefined ? serviceName(lead.service) : (lead.position ?? "");
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface LeadField {
  label: string;
  value: string;
  /** Long text, shown on lines of its own. */
  block?: boolean;
}

/** Everything the visitor sent, and where it came from, in the order staff read it. */
export function leadFields(lead: ArrivedLead): LeadField[] {
  const fields: LeadField[] = [
    { label: "Name", value: lead.name },
    { label: "Email", value: lead.email },
    { label: "Phone", value: lead.phone },
  ];
  if (lead.service !== undefined) fields.push({ label: "Service", value: serviceName(lead.service) });
  if (lead.position !== undefined) fields.push({ label: "Position", value: lead.position });
  if (lead.kind === "application") {
    fields.push({ label: "Cover letter", value: lead.message?.trim() || "(none)", block: true });
  } else {
    fields.push({ label: "Message", value: lead.message?.trim() || "(none)", block: true });
  }
  if (lead.resume) {
    const { filename, contentType, size } = lead.resume;
    fields.push({ label: "Résumé", value: `${filename} (${contentType}, ${sizeText(size)}), in the console` });
  }
  fields.push({ label: "Form", value: FORM_NAMES[lead.form] });
  for (const [key, value] of Object.entries(lead.utm ?? {})) {
    if (value) fields.push({ label: UTM_LABELS[key] ?? key, value });
  }
  for (const [label, value] of sourceRows(lead.source)) fields.push({ label, value });
  fields.push({ label: "Received", value: inIst(new Date(lead.receivedAt)) });
  return fields;
}

export function fieldsAsText(fields: LeadField[]): string {
  return fields
    .map(({ label, value, block }) => (block ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`))
    .join("\n");
}
