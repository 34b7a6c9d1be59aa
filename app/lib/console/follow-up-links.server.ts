import { company } from "~/content/company";
import type { Lead } from "./api-types";
import { DEFAULT_TEMPLATES, fillTemplate, phoneDigits, telHref, whatsappHref, type LeadSettings } from "./follow-up";
import { serviceName } from "../../../contract/service-names";

/** The console route that records a tap, then sends the browser on (303) to the phone or WhatsApp. */
export const contactPath = (lead: Pick<Lead, "kind" | "id">, channel: "call" | "whatsapp") =>
  `/console/leads/${lead.kind}/${lead.id}/contact/${channel}`;

/** The WhatsApp message for this lead, from the agency's template (or the default one). */
export function whatsappText(lead: Lead, settings: LeadSettings | null): string {
  const template = settings?.whatsapp_templates[lead.kind] || DEFAULT_TEMPLATES[lead.kind];
  const topic = lead.kind === "enquiry" ? serviceName(lead.service ?? "") : (lead.position ?? "");
  return fillTemplate(template, { name: lead.name, service: topic, agency: company.name });
}

/** Where each tap finally goes; null when the lead left no usable number. */
export function contactTargets(lead: Lead, settings: LeadSettings | null) {
  const digits = phoneDigits(lead.phone);
  if (!digits) return null;
  return { call: telHref(digits), whatsapp: whatsappHref(digits, whatsappText(lead, settings)) };
}
