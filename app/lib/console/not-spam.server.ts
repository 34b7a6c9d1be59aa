import type { AppLoadContext } from "@remix-run/node";
import type { ArrivedLead } from "../../../server/load-context";
import type { Lead } from "./api-types";
import { intakeApi } from "./intake-api.server";
import type { LeadKind } from "./leads";
import type { StaffCaller } from "./staff-api.server";

/**
 * The lead as the staff mail tells of it. It counts as arriving now: the reminder is due 20 hours
 * after staff let it into the inbox, not 20 hours after a bot-like arrival nobody was told of.
 */
export function releasedLead(lead: Lead, now = new Date()): ArrivedLead {
  const form = lead.form === "quote" || lead.form === "contact" || lead.form === "career" ? lead.form : lead.kind === "application" ? "career" : "contact";
  return {
    kind: lead.kind,
    id: Number(lead.id),
    receivedAt: now.toISOString(),
    form,
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? "",
    ...(lead.kind === "enquiry" ? { service: lead.service ?? "" } : { position: lead.position ?? "" }),
    message: lead.message ?? undefined,
    utm: lead.utm as ArrivedLead["utm"],
    ...(lead.resume ? { resume: { filename: lead.resume.filename, contentType: lead.resume.content_type, size: lead.resume.size } } : {}),
  };
}

/** "Not spam": the lead goes to the inbox, and the staff mail (and the visitor's reply) held back for it go now. */
export async function releaseFromSpam(caller: StaffCaller, kind: LeadKind, id: string, context: Pick<AppLoadContext, "notifications">) {
  const lead = await intakeApi.notSpam(caller, kind, id);
  // Never throws: the lead is in the inbox whatever becomes of its email.
  await context.notifications?.leadArrived(releasedLead(lead));
}
