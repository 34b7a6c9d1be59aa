import { apiRequest } from "../api-client.server";
import { leadSchema } from "./api-types";
import { assigneesSchema, leadSettingsSchema, whatsappTemplatesSchema } from "./follow-up";
import type { LeadKind } from "./leads";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

const leadPath = (kind: LeadKind, id: string) => `/staff/leads/${kind}/${encodeURIComponent(id)}`;
const leadOf = (answer: unknown, path: string) => parseStaffAnswer(leadSchema, (answer as { lead?: unknown } | null)?.lead, path);

/** The staff API's follow-up calls (docs/leads-follow-up.md). */
export const followUpApi = {
  /** Whom a lead (of `kind`, or of any kind the caller works) can be given to. */
  assignees: async (c: StaffCaller, kind?: LeadKind) => {
    const path = `/staff/lead-assignees${kind ? `?kind=${kind}` : ""}`;
    return parseStaffAnswer(assigneesSchema, await staffCall(c, path), "assignees").data;
  },
  /** The owners' settings page alone: the rotation names members with their emails. */
  settings: async (c: StaffCaller) => parseStaffAnswer(leadSettingsSchema, await staffCall(c, "/staff/lead-settings"), "lead-settings"),
  /** The WhatsApp texts a tap or an owner's mail fills in, read as the site's mail reads them (its key, no session). */
  whatsappTemplates: async () => parseStaffAnswer(whatsappTemplatesSchema, await apiRequest("/staff/whatsapp-templates"), "whatsapp-templates"),
  saveSettings: async (c: StaffCaller, body: unknown) =>
    parseStaffAnswer(leadSettingsSchema, await staffCall(c, "/staff/lead-settings", "PUT", body), "lead-settings"),
  assign: async (c: StaffCaller, kind: LeadKind, id: string, staffId: number | null) => {
    const answer = await staffCall(c, `${leadPath(kind, id)}/assignee`, "POST", { staff_id: staffId });
    return { lead: leadOf(answer, "assignee"), changed: (answer as { changed?: boolean }).changed === true };
  },
  nextStep: async (c: StaffCaller, kind: LeadKind, id: string, step: { at: string; text: string } | { at: null }) =>
    leadOf(await staffCall(c, `${leadPath(kind, id)}/next-step`, "POST", step), "next-step"),
  outcome: async (c: StaffCaller, kind: LeadKind, id: string, body: { outcome: "won"; value_rupees: number } | { outcome: "lost"; reason: string }) =>
    leadOf(await staffCall(c, `${leadPath(kind, id)}/outcome`, "POST", body), "outcome"),
  contact: (c: StaffCaller, kind: LeadKind, id: string, channel: "call" | "whatsapp") =>
    staffCall(c, `${leadPath(kind, id)}/contacts`, "POST", { channel }),
  callOutcome: async (c: StaffCaller, kind: LeadKind, id: string, body: { outcome: string; call_back_at?: string; channel?: string }) =>
    leadOf(await staffCall(c, `${leadPath(kind, id)}/call-outcome`, "POST", body), "call-outcome"),
  bulk: (c: StaffCaller, body: unknown) => staffCall(c, "/staff/leads/bulk", "POST", body),
};
