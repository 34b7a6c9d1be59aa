import { EMPTY_FOLLOW_UP, followUpSchema } from "./follow-up";
import { z } from "zod";
import { legacyRoleOf, normalRoles, rolesOfLegacy } from "../../../contract/permissions";
import { leadSourceSchema } from "../../../contract/lead-source-schema";
import { LEAD_KINDS, LEAD_STATUSES, STAFF_ROLES } from "./leads";
import { applicationStatusOf } from "../../../contract/leads";

/** `roles` as a set in the table's order, and the one legacy `role`, whichever of them the API sent. */
function withRoleSet<T extends { roles?: string[]; role?: "owner" | "staff" }>({ roles, role, ...rest }: T) {
  const held = roles ? normalRoles(roles) : rolesOfLegacy(role ?? "staff");
  return { ...rest, roles: held, role: legacyRoleOf(held) };
}

/** The staff API's answers (docs/api.md), checked as they arrive so a page never renders garbage. */
export const staffSchema = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string(),
  name: z.string().nullable().default(""),
  role: z.enum(STAFF_ROLES).optional(),
  /** A backend without roles sends `role` alone: "owner", or "staff" (every role but owner's). */
  roles: z.array(z.string()).optional(),
  totp_enabled: z.boolean().default(false),
  created_at: z.string().nullable().optional(),
}).transform(withRoleSet);
export type Staff = z.infer<typeof staffSchema>;

export const meSchema = z.object({
  staff: staffSchema,
  session: z.object({ id: z.union([z.number(), z.string()]), expires_at: z.string() }).optional(),
  /** Unused two-factor recovery codes; null (or absent, from another backend) without two-factor. */
  recovery_codes_left: z.number().nullable().optional().default(null),
});

export const signInSchema = z.object({
  token: z.string().min(1),
  expires_at: z.string().optional(),
  staff: staffSchema,
  /** Set when a recovery code passed the second step. */
  recovery_codes_left: z.number().optional(),
});

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const auditEventSchema = z.object({
  id: z.union([z.number(), z.string()]),
  at: z.string(),
  actor: z.object({ id: z.union([z.number(), z.string()]).nullable(), name: z.string() }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const resumeSchema = z.object({ filename: z.string(), content_type: z.string(), size: z.number() }).nullable();

export const leadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().default(""),
  service: z.string().nullable().optional(),
  position: z.string().nullable().optional(),
  message: z.string().nullable().default(""),
  form: z.string().nullable().default(null),
  utm: z.record(z.string(), z.string().nullable()).nullable().default(null),
  /** Where the lead came from; a backend without it, or with another shape, shows none. */
  source: leadSourceSchema.nullable().optional().catch(null),
  status: z.enum(LEAD_STATUSES),
  received_at: z.string(),
  resume: resumeSchema.optional().default(null),
  /** Why the spam check held it (the built-in API; others send none). */
  spam_reasons: z.array(z.string()).optional().default([]),
  follow_up: followUpSchema.optional().default(EMPTY_FOLLOW_UP),
})
  // A backend that still answers an application with an enquiry status (from before the stages) reads as its stage.
  .transform((lead) => (lead.kind === "application" ? { ...lead, status: applicationStatusOf(lead.status) } : lead));
export type Lead = z.infer<typeof leadSchema>;

/** One page of a list the staff API pages (leads, posts, comments). */
export const listPageSchema = <Item extends z.ZodTypeAny>(item: Item) =>
  z.object({
    data: z.array(item),
    page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });

export const auditListSchema = listPageSchema(auditEventSchema);

export const leadListSchema = listPageSchema(leadSchema).extend({ new_count: z.number().optional() });

const historyBySchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string().nullable(), email: z.string() }).nullable();

const historySchema = z.object({
  /** A note's id, to edit or delete it; an API that sends none offers neither. */
  id: z.union([z.number(), z.string()]).optional(),
  type: z.enum(["status", "note", "contact"]),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
  by: historyBySchema,
  at: z.string(),
  edited_at: z.string().nullable().optional().default(null),
  revisions: z
    .array(z.object({ body: z.string(), written_at: z.string(), replaced_at: z.string() }))
    .optional()
    .default([]),
  deleted: z.object({ by: historyBySchema, at: z.string() }).nullable().optional().default(null),
});
export type HistoryEntry = z.infer<typeof historySchema>;

export const leadDetailSchema = z.object({ lead: leadSchema, history: z.array(historySchema) });

const leadKeySchema = z.object({ kind: z.enum(LEAD_KINDS), id: z.union([z.number(), z.string()]) }).nullable();
export const neighboursSchema = z.object({ newer: leadKeySchema, older: leadKeySchema });
export type LeadNeighbours = z.infer<typeof neighboursSchema>;

export const countsSchema = z.object({ new: z.number() });
/** POST /staff/live-token: what the live inbox's socket shows (api/leads/live-token.ts). */
export const liveTokenSchema = z.object({ token: z.string(), expires_at: z.string() });

export const sessionListSchema = z.array(
  z.object({
    id: z.union([z.number(), z.string()]),
    created_at: z.string(),
    last_seen_at: z.string().nullable(),
    expires_at: z.string(),
    user_agent: z.string().nullable(),
    current: z.boolean(),
  }),
);
export type StaffSession = z.infer<typeof sessionListSchema>[number];

export const memberListSchema = z.array(staffSchema);

export const invitationSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES).optional(),
  roles: z.array(z.string()).optional(),
  token: z.string().optional(),
  expires_at: z.string(),
}).transform(withRoleSet);

export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });

export const resetRequestSchema = z.object({ token: z.string().nullable(), email: z.string().optional() });
