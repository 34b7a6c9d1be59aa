import { z } from "zod";
import { company } from "../../app/content/company";
import { ApiError, apiRequest } from "../../app/lib/api-client.server";
import { DEFAULT_REPLY_SETTINGS, type ReplySettings, replySettingsSchema } from "../../contract/intake";
import { serviceOptions } from "../../app/content/services";
import { FORM_NAMES, inIst, leadTopic } from "./lead-fields";
import type { ArrivedLead } from "./notifications-types";
import type { MailMessage } from "./queue";

/** Who the visitor can reach, as the site's footer says it. */
export const AGENCY_CONTACT = `${company.email} or ${company.phone} (${company.businessHours})`;

/** What {name} says when the name typed could read as a link: "Hello there,". */
const UNNAMED = "there";
const UNKNOWN_SERVICE = "our services";
const UNKNOWN_POSITION = "the position";

/**
 * Plain words: letters (any script) with their marks and joiners, apostrophes and hyphens, a dot
 * only to end a word ("A. K. Sharma", "Jr."). Anything a mail client could turn into a link (a
 * dot between letters as in a domain, a colon, a slash, an @, digits read as a phone number) is not.
 */
const WORD = String.raw`(?:[\p{L}\p{M}'’-]|\u200C|\u200D)+\.?`;
const PLAIN_WORDS = new RegExp(`^${WORD}(?: ${WORD})*$`, "u");

/** The visitor's name as the reply prints it, or "there" when it is not plain words. */
function replyName(name: string): string {
  const spaced = name.trim().replace(/\s+/g, " ");
  return PLAIN_WORDS.test(spaced) ? spaced : UNNAMED;
}

/**
 * What the reply calls the topic: the service by its name when it is one the forms offer, the
 * position when it is one of the agency's openings; never other text the visitor sent.
 */
function replyTopic(lead: ArrivedLead, positions: readonly string[]): string {
  if (lead.kind === "application") return lead.position !== undefined && positions.includes(lead.position) ? lead.position : UNKNOWN_POSITION;
  return lead.service !== undefined && (serviceOptions as readonly string[]).includes(lead.service) ? leadTopic(lead) : UNKNOWN_SERVICE;
}

/**
 * {summary}: what arrived, in the agency's words. Nothing the visitor typed but the name (their
 * message, phone, the résumé's file name, a service or position of their own are left out), so
 * the reply carries no text or link of theirs to the address they gave.
 */
function summaryOf(lead: ArrivedLead, positions: readonly string[]): string {
  const name = replyName(lead.name);
  const lines = name === UNNAMED ? [] : [`Name: ${name}`];
  lines.push(`Form: ${FORM_NAMES[lead.form]}`);
  lines.push(`${lead.kind === "application" ? "Position" : "Service"}: ${replyTopic(lead, positions)}`);
  if (lead.resume) lines.push("Résumé: received");
  lines.push(`Received: ${inIst(new Date(lead.receivedAt))}`);
  return lines.join("\n");
}

/** Fills {name}, {service}, {agency}, {summary}, {contact}; anything else in braces stays as written. */
function fillPlaceholders(template: string, lead: ArrivedLead, positions: readonly string[] = []): string {
  const values: Record<string, string> = {
    name: replyName(lead.name),
    service: replyTopic(lead, positions),
    agency: company.name,
    summary: summaryOf(lead, positions),
    contact: AGENCY_CONTACT,
  };
  return template.replace(/\{(name|service|agency|summary|contact)\}/g, (_match, key: string) => values[key]);
}

/**
 * The automatic reply to the visitor, from the agency's address, answered to the agency.
 * `positions` are the agency's openings: an application's position is named only if it is one.
 */
export function visitorReplyMail(lead: ArrivedLead, settings: ReplySettings, from: string, positions: readonly string[] = []): MailMessage {
  const template = lead.kind === "application" ? settings.application : settings.enquiry;
  return {
    from,
    to: [lead.email],
    replyTo: company.email,
    // A subject is one line whatever the template holds.
    subject: fillPlaceholders(template.subject, lead, positions).replace(/[\r\n]+/g, " "),
    text: `${fillPlaceholders(template.body, lead, positions)}\n`,
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
