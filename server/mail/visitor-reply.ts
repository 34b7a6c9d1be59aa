import { z } from "zod";
import { company } from "../../app/content/company";
import { ApiError, apiRequest } from "../../app/lib/api-client.server";
import { DEFAULT_REPLY_SETTINGS, type ReplySettings, replySettingsSchema } from "../../contract/intake";
import { leadTopic } from "./lead-fields";
import type { ArrivedLead } from "./notifications-types";
import type { MailMessage } from "./queue";

/** Who the visitor can reach, as the site's footer says it. */
export const AGENCY_CONTACT = `${company.email} or ${company.phone} (${company.businessHours})`;

/** What the visitor sent, as the reply repeats it back. The résumé is named, never attached. */
export function summaryOf(lead: ArrivedLead): string {
  const lines = [`Name: ${lead.name}`, `Email: ${lead.email}`, `Phone: ${lead.phone}`];
  if (lead.service !== undefined) lines.push(`Service: ${lead.service}`);
  if (lead.position !== undefined) lines.push(`Position: ${lead.position}`);
  if (lead.resume) lines.push(`Résumé: ${lead.resume.filename}`);
  if (lead.message) lines.push(`${lead.kind === "application" ? "Cover letter" : "Message"}:`, lead.message);
  return lines.join("\n");
}

/** Fills {name}, {service}, {agency}, {summary}, {contact}; anything else in braces stays as written. */
export function fillPlaceholders(template: string, lead: ArrivedLead): string {
  const values: Record<string, string> = {
    name: lead.name,
    service: leadTopic(lead),
    agency: company.name,
    summary: summaryOf(lead),
    contact: AGENCY_CONTACT,
  };
  return template.replace(/\{(name|service|agency|summary|contact)\}/g, (_match, key: string) => values[key]);
}

/** The automatic reply to the visitor, from the agency's address, answered to the agency. */
export function visitorReplyMail(lead: ArrivedLead, settings: ReplySettings, from: string): MailMessage {
  const template = lead.kind === "application" ? settings.application : settings.enquiry;
  return {
    from,
    to: [lead.email],
    replyTo: company.email,
    // A subject is one line whatever the visitor's name holds.
    subject: fillPlaceholders(template.subject, lead).replace(/[\r\n]+/g, " "),
    text: `${fillPlaceholders(template.body, lead)}\n`,
  };
}

/**
 * The reply's settings as the owner saved them (GET /staff/auto-reply, with the site key). An
 * agency's own backend without that call (404) gets the default text; any other failure throws.
 */
export async function replySettingsFromApi(): Promise<ReplySettings> {
  try {
    return replySettingsSchema.parse(await apiRequest("/staff/auto-reply"));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return DEFAULT_REPLY_SETTINGS;
    if (error instanceof z.ZodError) return DEFAULT_REPLY_SETTINGS;
    throw error;
  }
}
