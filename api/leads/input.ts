import { z } from "zod";
import { LEAD_KINDS, LEAD_STATUSES } from "../../contract/leads";
import { idSchema, requiredLine, requiredText } from "../http/validation";
import { CONTACT_CHANNELS } from "./follow-ups";

/** Limits of the follow-up's own fields (docs/leads-follow-up.md). */
export const FOLLOW_UP_LIMITS = {
  nextStepText: 200,
  lostReason: 500,
  template: 1000,
  /** Ten crore rupees: beyond any project of a small agency, and well inside an integer. */
  valueRupees: 1_000_000_000,
  /** One page of the inbox: the console's bulk form sends what is ticked on it. */
  bulk: 50,
  /** Reminders handed back in one call: a minute's claim is far fewer. */
  releasedReminders: 500,
} as const;

/** An instant with its offset ("2026-03-11T11:00:00+05:30" or "…Z"), as the console sends it. */
const instant = z
  .string()
  .datetime({ offset: true, message: "must be a date and time with its offset, like 2026-03-11T11:00:00+05:30" })
  .transform((value) => new Date(value));

/** Reminders the site claimed but could not queue, handed back so the next claim gives them out again. */
export const releaseSchema = z.object({
  reminders: z
    .array(z.object({ kind: z.enum(LEAD_KINDS), id: idSchema, at: instant }))
    .min(1, "name at least one reminder")
    .max(FOLLOW_UP_LIMITS.releasedReminders, `name at most ${FOLLOW_UP_LIMITS.releasedReminders} reminders`),
});

export const assigneeSchema = z.object({ staff_id: idSchema.nullable() });

/** `?kind=`: the people a lead of that kind can be given to. */
export const assigneesQuerySchema = z.object({ kind: z.enum(LEAD_KINDS).optional() });

/** `at: null` clears the step; a time needs its words. */
export const nextStepSchema = z
  .object({ at: instant.nullable(), text: requiredLine(FOLLOW_UP_LIMITS.nextStepText).optional() })
  .refine((step) => step.at === null || step.text, { message: "is required with a time", path: ["text"] });

const rupees = z
  .number({ invalid_type_error: "must be a whole number of rupees" })
  .int("must be a whole number of rupees")
  .min(0, "must not be negative")
  .max(FOLLOW_UP_LIMITS.valueRupees, "is more than ₹1,00,00,00,000");

export const outcomeSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("won"), value_rupees: rupees }),
  z.object({ outcome: z.literal("lost"), reason: requiredText(FOLLOW_UP_LIMITS.lostReason) }),
]);

export const contactSchema = z.object({ channel: z.enum(CONTACT_CHANNELS) });

export const CALL_OUTCOMES = ["reached", "no_answer", "call_back"] as const;

export const callOutcomeSchema = z
  .object({ outcome: z.enum(CALL_OUTCOMES), call_back_at: instant.optional(), channel: z.enum(CONTACT_CHANNELS).optional() })
  .refine((value) => value.outcome !== "call_back" || value.call_back_at, { message: "is required to call back", path: ["call_back_at"] });

export const bulkSchema = z
  .object({
    leads: z.array(z.object({ kind: z.enum(LEAD_KINDS), id: idSchema })).min(1, "must name at least one lead").max(FOLLOW_UP_LIMITS.bulk),
    action: z.enum(["assign", "status", "spam"]),
    staff_id: idSchema.nullable().optional(),
    status: z.enum(LEAD_STATUSES).optional(),
  })
  .refine((value) => value.action !== "assign" || value.staff_id !== undefined, { message: "is required to assign", path: ["staff_id"] })
  .refine((value) => value.action !== "status" || value.status, { message: "is required to change the status", path: ["status"] });

const template = z.string().trim().max(FOLLOW_UP_LIMITS.template).nullable().optional();

export const settingsSchema = z.object({
  rotation_staff_ids: z.array(idSchema).max(100).optional(),
  whatsapp_templates: z.object({ enquiry: template, application: template }).optional(),
});
