import { z } from "zod";
import { replySettingsSchema } from "../../../contract/intake";
import { leadSchema } from "./api-types";
import type { LeadKind } from "./leads";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

/** A try's answer is its status and a short class ("HTTP 500", "refused", "timed out"…), never what the receiver wrote. */
const attemptSchema = z.object({ attempt: z.number(), status_code: z.number().nullable(), result: z.string().nullable(), at: z.string() });
const deliverySchema = z.object({
  id: z.number(),
  event_type: z.string(),
  state: z.enum(["delivered", "failed", "pending"]),
  attempts: z.array(attemptSchema),
  created_at: z.string(),
});
export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  secret: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  deliveries: z.array(deliverySchema).default([]),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const intakeSettingsSchema = z.object({ replies: replySettingsSchema, spam: z.object({ threshold: z.number() }) });

/** The console's calls for spam, the visitor's reply and webhooks (docs/spam-and-replies.md, docs/webhooks.md). */
export const intakeApi = {
  notSpam: async (c: StaffCaller, kind: LeadKind, id: string) =>
    parseStaffAnswer(leadSchema, ((await staffCall(c, `/staff/leads/${kind}/${encodeURIComponent(id)}/not-spam`, "POST", {})) as { lead?: unknown })?.lead, "not-spam"),
  settings: async (c: StaffCaller) => parseStaffAnswer(intakeSettingsSchema, await staffCall(c, "/staff/settings/intake"), "settings"),
  saveReplies: (c: StaffCaller, value: z.infer<typeof replySettingsSchema>) => staffCall(c, "/staff/settings/replies", "PUT", value),
  saveThreshold: (c: StaffCaller, threshold: number) => staffCall(c, "/staff/settings/spam", "PUT", { threshold }),
  webhooks: async (c: StaffCaller) =>
    parseStaffAnswer(z.object({ data: z.array(webhookSchema) }), await staffCall(c, "/staff/webhooks"), "webhooks").data,
  addWebhook: (c: StaffCaller, url: string) => staffCall(c, "/staff/webhooks", "POST", { url }),
  removeWebhook: (c: StaffCaller, id: string) => staffCall(c, `/staff/webhooks/${encodeURIComponent(id)}`, "DELETE"),
};
