import { fieldsAsText, inIst, leadFields, leadNoun, leadTopic } from "./lead-fields";
import { mailHtml } from "./mail-html";
import type { ArrivedLead } from "./notifications-types";
import type { MailMessage } from "./queue";

/** A lead still new this long after it arrived gets a reminder: 4 hours before the promised reply is due. */
export const REMINDER_AFTER_MS = 20 * 60 * 60_000;
const PROMISED_REPLY_MS = 24 * 60 * 60_000;

export interface LeadMailSettings {
  from: string;
  to: string[];
  /** The site's public origin, for the link to the lead in the console. */
  siteUrl: string;
}

export function consoleLeadUrl(siteUrl: string, lead: Pick<ArrivedLead, "kind" | "id">): string {
  return `${siteUrl}/console/leads/${lead.kind}/${lead.id}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Straight to the visitor's phone and WhatsApp (tel: and wa.me), from the mail on a phone. */
export type DirectTaps = { call: string; whatsapp: string } | null;

function composeLeadMail(
  lead: ArrivedLead,
  settings: LeadMailSettings,
  subject: string,
  intro: string,
  taps: DirectTaps = null,
): MailMessage {
  const fields = leadFields(lead);
  const url = consoleLeadUrl(settings.siteUrl, lead);
  const outro = `Reply to this email to answer ${lead.name} directly.`;
  const tapLines = taps ? `Call: ${taps.call}\nWhatsApp: ${taps.whatsapp}\n\n` : "";
  return {
    from: settings.from,
    to: settings.to,
    // Answering the mail answers the lead.
    replyTo: lead.email,
    subject,
    text: `${intro}\n\n${fieldsAsText(fields)}\n\n${tapLines}Open it in the console: ${url}\n\n${outro}\n`,
    html: mailHtml({
      intro,
      fields,
      taps: taps ? [{ href: taps.call, text: `Call ${lead.name}` }, { href: taps.whatsapp, text: "WhatsApp" }] : [],
      link: { href: url, text: "Open it in the console" },
      outro,
    }),
  };
}

/** "New quote request: Asha Verma, Web Development", with every field the visitor sent. */
export function leadNoticeMail(lead: ArrivedLead, settings: LeadMailSettings, taps: DirectTaps = null): MailMessage {
  const noun = leadNoun(lead);
  return composeLeadMail(
    lead,
    settings,
    `New ${noun}: ${lead.name}, ${leadTopic(lead)}`,
    // The 24-hour reply is the sales team's promise; applicants are told the hiring team will contact them if they fit.
    lead.kind === "application"
      ? `A new ${noun} arrived on the website.`
      : `A new ${noun} arrived on the website. The site promised ${lead.name} a reply within 24 hours.`,
    taps,
  );
}

/** Sent 20 hours after arrival, and only if nobody has moved the lead on from "new" by then. */
export function leadReminderMail(lead: ArrivedLead, settings: LeadMailSettings, taps: DirectTaps = null): MailMessage {
  const due = new Date(new Date(lead.receivedAt).getTime() + PROMISED_REPLY_MS);
  return composeLeadMail(
    lead,
    settings,
    `Reminder: reply promised within 24 hours: ${lead.name}, ${leadTopic(lead)}`,
    `${capitalised(leadNoun(lead))} from ${lead.name} is still new 20 hours after it arrived. ` +
      `The site promised a reply within 24 hours, that is by ${inIst(due)}.`,
    taps,
  );
}

/** Names a lead's mails, so each is queued once however often the lead is reported. */
export function leadMailKey(lead: Pick<ArrivedLead, "kind" | "id">, which: "notify" | "reminder" | "reply"): string {
  return `lead:${lead.kind}:${lead.id}:${which}`;
}
