import { leadJsonSchema } from "../../contract/answers/leads";
import { replySettingsSchema, spamSettingsSchema } from "../../contract/intake";
import { LEAD_KINDS } from "../../contract/leads";
import { boardQuery } from "../hiring/routes";
import { leadFiltersSchema, noteSchema, statusSchema } from "../http/lead-input";
import {
  assigneeSchema,
  assigneesQuerySchema,
  bulkSchema,
  callOutcomeSchema,
  contactSchema,
  nextStepSchema,
  outcomeSchema,
  releaseSchema,
  settingsSchema,
} from "../leads/input";
import { webhookInput } from "../routes/intake";
import { fieldsOf, idParam, objectAnswer, pageOf, pagingQuery } from "./components";
import { LEADS, PAGING } from "../limits";
import { describe } from "./operation";
import { type OpenAPIRegistry, z } from "./zod";

const lead = leadJsonSchema.passthrough().openapi("Lead", { description: "An enquiry or application; the inbox adds its owner and follow-up (docs/inbox.md)." });
const leadPath = z.object({ kind: z.enum(LEAD_KINDS), id: z.number().int().min(1) });
const leadAnswer = z.object({ lead }).passthrough();
const binary = z.string().openapi({ format: "binary" });
const leadKey = z.object({ kind: z.enum(LEAD_KINDS), id: z.number().int() }).nullable();

/** The inbox of enquiries and applications, its follow-ups, settings and webhooks (docs/inbox.md, docs/leads-follow-up.md). */
export function registerStaffLeads(registry: OpenAPIRegistry): void {
  const tag = "Leads";
  const staff = { access: "staff" } as const;
  const work = { access: "staff", permission: "enquiries.work or applications.work (by kind)" } as const;
  const read = { access: "staff", permission: "enquiries.read or applications.read (by kind)" } as const;
  const owner = { access: "staff", permission: "settings.manage" } as const;
  const filters = fieldsOf(leadFiltersSchema).merge(pagingQuery(LEADS.maxPerPage, LEADS.defaultPerPage));

  describe(registry, { method: "get", path: "/enquiries", tag, summary: "Every enquiry, newest first (the admin token's list)", access: "admin", query: pagingQuery(PAGING.maxPerPage, PAGING.defaultPerPage), ok: { status: 200, description: "A page.", schema: pageOf(lead) } });
  describe(registry, { method: "get", path: "/applications", tag, summary: "Every application, newest first (the admin token's list)", access: "admin", query: pagingQuery(PAGING.maxPerPage, PAGING.defaultPerPage), ok: { status: 200, description: "A page.", schema: pageOf(lead) } });
  describe(registry, { method: "get", path: "/applications/{id}/resume", tag, summary: "An application's résumé", access: "admin", params: idParam("id"), ok: { status: 200, description: "The file as an attachment.", contentType: "application/octet-stream", schema: binary }, errors: [404] });

  describe(registry, { method: "get", path: "/staff/leads", tag, summary: "The inbox: leads by filter, newest first", ...read, query: filters, ok: { status: 200, description: "A page.", schema: pageOf(lead) } });
  describe(registry, { method: "get", path: "/staff/leads.csv", tag, summary: "The filtered inbox as CSV", ...read, query: fieldsOf(leadFiltersSchema), ok: { status: 200, description: "CSV, UTF-8, as an attachment.", contentType: "text/csv", schema: z.string() } });
  describe(registry, { method: "get", path: "/staff/leads/counts", tag, summary: "How many new leads the caller may read", ...staff, ok: { status: 200, description: "Counts.", schema: z.object({ new: z.number().int() }) } });
  describe(registry, { method: "get", path: "/staff/leads/application/{id}/resume", tag, summary: "An application's résumé", access: "staff", permission: "applications.read", params: idParam("id"), ok: { status: 200, description: "The file as an attachment.", contentType: "application/octet-stream", schema: binary }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/leads/{kind}/{id}/status", tag, summary: "A lead's status and owner (the site's mail)", access: "site", params: leadPath, ok: { status: 200, description: "State.", schema: z.object({ status: z.string(), owner: z.unknown() }) }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/leads/{kind}/{id}/neighbours", tag, summary: "The leads before and after one in the filtered inbox", ...read, params: leadPath, query: fieldsOf(leadFiltersSchema), ok: { status: 200, description: "Ids.", schema: z.object({ newer: leadKey, older: leadKey }) }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/leads/{kind}/{id}", tag, summary: "One lead with its history", ...read, params: leadPath, ok: { status: 200, description: "The lead and `history`.", schema: leadAnswer }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/status", tag, summary: "Change a lead's status (hiring stages too)", ...work, params: leadPath, body: statusSchema, ok: { status: 200, description: "The lead.", schema: leadAnswer }, errors: [404, 409] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/notes", tag, summary: "Add a note", ...work, params: leadPath, body: noteSchema, ok: { status: 201, description: "The note.", schema: z.object({ note: objectAnswer("A history entry.") }) }, errors: [404] });
  describe(registry, { method: "patch", path: "/staff/leads/{kind}/{id}/notes/{noteId}", tag, summary: "Edit one's note", ...work, params: leadPath.extend({ noteId: z.number().int().min(1) }), body: noteSchema, ok: { status: 200, description: "The note.", schema: z.object({ note: z.object({ id: z.number().int(), body: z.string(), edited_at: z.string().nullable() }) }) }, errors: [404] });
  describe(registry, { method: "delete", path: "/staff/leads/{kind}/{id}/notes/{noteId}", tag, summary: "Delete one's note", ...work, params: leadPath.extend({ noteId: z.number().int().min(1) }), ok: { status: 204, description: "Deleted." }, errors: [404] });
  describe(registry, { method: "delete", path: "/staff/leads/{kind}/{id}", tag, summary: "Delete a lead and its history", access: "staff", permission: "leads.delete", params: leadPath, ok: { status: 204, description: "Deleted." }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/not-spam", tag, summary: "Take a lead out of spam", ...work, params: leadPath, ok: { status: 200, description: "The lead.", schema: leadAnswer }, errors: [404] });

  const followUp = "Lead follow-up";
  describe(registry, { method: "get", path: "/staff/lead-assignees", tag: followUp, summary: "Who a lead may be given to", ...work, query: assigneesQuerySchema, ok: { status: 200, description: "Members.", schema: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string().optional() })) }) } });
  describe(registry, { method: "post", path: "/staff/live-token", tag: followUp, summary: "A short-lived token for the live inbox's socket", description: "A member's session only, not the admin token.", ...staff, ok: { status: 200, description: "The token.", schema: z.object({ token: z.string(), expires_at: z.string() }) } });
  describe(registry, { method: "get", path: "/staff/lead-settings", tag: followUp, summary: "Turns, reminders and WhatsApp templates", ...owner, ok: { status: 200, description: "Settings.", schema: objectAnswer("The follow-up settings.") } });
  describe(registry, { method: "put", path: "/staff/lead-settings", tag: followUp, summary: "Change the follow-up settings", ...owner, body: settingsSchema, ok: { status: 200, description: "Settings.", schema: objectAnswer("The follow-up settings.") } });
  describe(registry, { method: "get", path: "/staff/whatsapp-templates", tag: followUp, summary: "The WhatsApp templates (the site's tap links)", access: "site", ok: { status: 200, description: "Templates.", schema: objectAnswer("Templates by name.") } });
  describe(registry, { method: "post", path: "/staff/lead-reminders/claim", tag: followUp, summary: "Claim the reminders due now (the site's mailer)", access: "site", ok: { status: 200, description: "Claimed reminders.", schema: z.object({ data: z.array(objectAnswer("A reminder to mail.")) }) } });
  describe(registry, { method: "post", path: "/staff/lead-reminders/release", tag: followUp, summary: "Give back reminders that could not be mailed", access: "site", body: releaseSchema, ok: { status: 200, description: "How many.", schema: z.object({ released: z.number().int() }) } });
  describe(registry, { method: "post", path: "/staff/leads/bulk", tag: followUp, summary: "Assign or change the status of several leads", ...work, body: bulkSchema, ok: { status: 200, description: "What changed.", schema: z.object({ changed: z.number().int(), assigned: z.array(lead) }) }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/assignee", tag: followUp, summary: "Give a lead to a member (or nobody)", ...work, params: leadPath, body: assigneeSchema, ok: { status: 200, description: "The lead.", schema: leadAnswer }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/next-step", tag: followUp, summary: "Set the next step and its date", ...work, params: leadPath, body: nextStepSchema, ok: { status: 200, description: "The lead.", schema: leadAnswer }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/outcome", tag: followUp, summary: "Record won or lost", ...work, params: leadPath, body: outcomeSchema, ok: { status: 200, description: "The lead.", schema: leadAnswer }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/contacts", tag: followUp, summary: "Record a contact (call, mail, WhatsApp)", ...work, params: leadPath, body: contactSchema, ok: { status: 201, description: "Recorded.", schema: z.object({ recorded: z.literal(true) }) }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/leads/{kind}/{id}/call-outcome", tag: followUp, summary: "Record how a call went", ...work, params: leadPath, body: callOutcomeSchema, ok: { status: 201, description: "The lead.", schema: leadAnswer }, errors: [404] });

  const intake = "Intake settings";
  describe(registry, { method: "get", path: "/staff/auto-reply", tag: intake, summary: "The automatic reply (the site's mail)", access: "site", ok: { status: 200, description: "The reply settings.", schema: replySettingsSchema } });
  describe(registry, { method: "get", path: "/staff/settings/intake", tag: intake, summary: "The automatic reply and the spam threshold", ...owner, ok: { status: 200, description: "Settings.", schema: z.object({ replies: replySettingsSchema, spam: spamSettingsSchema }) } });
  describe(registry, { method: "put", path: "/staff/settings/replies", tag: intake, summary: "Save the automatic reply", ...owner, body: replySettingsSchema, ok: { status: 200, description: "As saved.", schema: replySettingsSchema } });
  describe(registry, { method: "put", path: "/staff/settings/spam", tag: intake, summary: "Set the spam threshold", ...owner, body: spamSettingsSchema, ok: { status: 200, description: "As saved.", schema: spamSettingsSchema } });
  describe(registry, { method: "get", path: "/staff/webhooks", tag: intake, summary: "Webhooks and their last deliveries (docs/webhooks.md)", ...owner, ok: { status: 200, description: "Webhooks.", schema: z.object({ data: z.array(objectAnswer("A webhook and its last deliveries.")) }) } });
  describe(registry, { method: "post", path: "/staff/webhooks", tag: intake, summary: "Add a webhook; its signing secret is shown once", ...owner, body: webhookInput, ok: { status: 201, description: "The webhook with its signing `secret`, shown once.", schema: z.object({ id: z.number().int(), url: z.string(), secret: z.string(), active: z.boolean(), created_at: z.string() }) }, errors: [409] });
  describe(registry, { method: "delete", path: "/staff/webhooks/{id}", tag: intake, summary: "Remove a webhook", ...owner, params: idParam("id"), ok: { status: 204, description: "Removed." }, errors: [404] });

  describe(registry, { method: "get", path: "/staff/hiring/board", tag: "Hiring", summary: "One position's applications by stage", access: "staff", permission: "applications.read", query: boardQuery, ok: { status: 200, description: "The board.", schema: objectAnswer("Positions and stages with their applications (docs/hiring.md).") } });
}
