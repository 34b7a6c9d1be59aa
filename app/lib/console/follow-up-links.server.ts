import { company } from "~/content/company";
import type { Lead } from "./api-types";
import { DEFAULT_TEMPLATES, fillTemplate, phoneDigits, telHref, whatsappHref, type WhatsappTemplates } from "./follow-up";
import { serviceName } from "../../../contract/service-names";

export { contactPath } from "./follow-up";

/** The WhatsApp message for this lead, from the agency's template (or the default one). */
export function whatsappText(lead: Lead, templates: WhatsappTemplates | null): string {
  const template = templates?.[lead.kind] || DEFAULT_TEMPLATES[lead.kind];
  const topic = lead.kind === "enquiry" ? serviceName(lead.service ?? "") : (lead.position ?? "");
  return fillTemplate(template, { name: lead.name, service: topic, agency: company.name });
}

/** Where each tap finally goes; null when the lead left no usable number. */
export function contactTargets(lead: Lead, templates: WhatsappTemplates | null) {
  const digits = phoneDigits(lead.phone);
  if (!digits) return null;
  return { call: telHref(digits), whatsapp: whatsappHref(digits, whatsappText(lead, templates)) };
}
