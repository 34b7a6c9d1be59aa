import { z } from "zod";
import { LEAD_FORMS, LEAD_KINDS, LEAD_STATUSES } from "../leads";
import { leadSourceSchema } from "../lead-source-schema";
import { utmSchema } from "../utm-schema";

/** An enquiry or application as the staff API answers it; the inbox's lists add follow-up fields (docs/inbox.md). */
export const leadJsonSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Enquiries only. */
  service: z.string().optional(),
  /** Applications only. */
  position: z.string().optional(),
  message: z.string().nullable(),
  form: z.enum(LEAD_FORMS).nullable(),
  utm: utmSchema.nullable(),
  source: leadSourceSchema.nullable(),
  status: z.enum(LEAD_STATUSES),
  received_at: z.string(),
  resume: z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() }).nullable(),
  /** The spam check's score on arrival and its reasons in words. */
  spam_score: z.number(),
  spam_reasons: z.array(z.string()),
});

export type LeadJson = z.infer<typeof leadJsonSchema>;
