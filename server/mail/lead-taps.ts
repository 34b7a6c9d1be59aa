import { z } from "zod";
import { company } from "../../app/content/company";
import { ApiError, apiRequest } from "../../app/lib/api-client.server";
import { DEFAULT_TEMPLATES, contactPath, fillTemplate, phoneDigits, telHref, whatsappHref } from "../../app/lib/console/follow-up";
import { leadTopic } from "./lead-fields";
import type { ArrivedLead } from "./notifications-types";
import type { OwnedLeadNotice } from "./owner-mail";

export type WhatsappTemplates = { enquiry: string | null; application: string | null };

const templatesSchema = z.object({ enquiry: z.string().nullable().default(null), application: z.string().nullable().default(null) });
const NO_TEMPLATES: WhatsappTemplates = { enquiry: null, application: null };

/**
 * The agency's WhatsApp templates (GET /staff/whatsapp-templates, with the site key). An agency's
 * own backend without that call gets the default text; so does a failure: a link with the
 * default words beats a new-lead mail held back.
 */
export async function whatsappTemplatesFromApi(): Promise<WhatsappTemplates> {
  try {
    return templatesSchema.parse(await apiRequest("/staff/whatsapp-templates"));
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof z.ZodError)) console.error("[mail] WhatsApp templates unreadable:", error);
    return NO_TEMPLATES;
  }
}

/** tel: and wa.me links straight to the visitor, for the new-lead mail; null without a usable number. */
export function directTaps(lead: Pick<ArrivedLead, "kind" | "name" | "phone" | "service" | "position">, templates: WhatsappTemplates) {
  const digits = phoneDigits(lead.phone);
  if (!digits) return null;
  const template = templates[lead.kind] || DEFAULT_TEMPLATES[lead.kind];
  const text = fillTemplate(template, { name: lead.name, service: leadTopic(lead), agency: company.name });
  return { call: telHref(digits), whatsapp: whatsappHref(digits, text) };
}

type NoticeLead = { kind: ArrivedLead["kind"]; id: number; name: string; email: string; phone: string | null; service?: string | null; position?: string | null };

/** What an owner's mail says of a lead, with the console's tap addresses (a visit records nothing: the lead's buttons do). */
export function ownedNotice(lead: NoticeLead, owner: { name: string; email: string }, siteUrl: string): OwnedLeadNotice {
  const hasNumber = phoneDigits(lead.phone) !== null;
  return {
    kind: lead.kind,
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? "",
    topic: leadTopic({ service: lead.service ?? undefined, position: lead.position ?? undefined }),
    owner,
    leadUrl: `${siteUrl}/console/leads/${lead.kind}/${lead.id}`,
    callUrl: hasNumber ? `${siteUrl}${contactPath(lead, "call")}` : null,
    whatsappUrl: hasNumber ? `${siteUrl}${contactPath(lead, "whatsapp")}` : null,
  };
}
