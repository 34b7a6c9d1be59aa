import type { Response } from "express";
import { z } from "zod";
import { LEAD_KINDS, LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from "../../contract/leads";
import { LEADS, TEXT_LIMITS } from "../limits";
import type { Author } from "../services/lead-history";
import type { LeadFilters } from "../services/leads";
import { followUpFilterFields, followUpFiltersOf } from "../leads/filters";
import { callerOf } from "./staff-auth";
import { idSchema, pagingSchema, requiredText } from "./validation";

/** A form sent without JavaScript submits every field; an empty one means "no filter". */
export const blankIsMissing = <Schema extends z.ZodTypeAny>(schema: Schema) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const DAY = 24 * 60 * 60 * 1000;

export const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-01-31")
  .refine((day) => {
    // zod runs this even after the format check failed, so the date may not parse at all.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "must be a real date");

/** Midnight at the start of `day` in the agency's time zone. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00${LEADS.utcOffset}`);

const filterSchema = z
  .object({
    kind: blankIsMissing(z.enum(LEAD_KINDS)),
    status: blankIsMissing(z.enum(LEAD_STATUSES)),
    service: blankIsMissing(z.string().trim().max(TEXT_LIMITS.service)),
    position: blankIsMissing(z.string().trim().max(TEXT_LIMITS.position)),
    from: blankIsMissing(dayInput),
    to: blankIsMissing(dayInput),
    q: blankIsMissing(z.string().trim().max(LEADS.searchMax)),
    source: blankIsMissing(z.string().trim().max(TEXT_LIMITS.sourceFilter)),
    campaign: blankIsMissing(z.string().trim().max(TEXT_LIMITS.sourceFilter)),
    ...followUpFilterFields,
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "must not be before from",
    path: ["to"],
  });

/** The inbox's query string as filters: dates are whole days, `to` included. */
export const leadFiltersSchema = filterSchema.transform(
  (input): LeadFilters => ({
    kind: input.kind,
    status: input.status,
    service: input.service || undefined,
    position: input.position || undefined,
    since: input.from ? startOfDay(input.from) : undefined,
    before: input.to ? new Date(startOfDay(input.to).getTime() + DAY) : undefined,
    q: input.q || undefined,
    source: input.source || undefined,
    campaign: input.campaign || undefined,
    ...followUpFiltersOf(input),
  }),
);

export const leadPagingSchema = pagingSchema(LEADS.maxPerPage, LEADS.defaultPerPage);

export const leadPathSchema = z.object({ kind: z.enum(LEAD_KINDS), id: idSchema });

export const statusSchema = z.object({ status: z.enum(LEAD_STATUSES) });

export const noteSchema = z.object({ body: requiredText(LEAD_NOTE_MAX_LENGTH) });

export const notePathSchema = leadPathSchema.extend({ noteId: idSchema });

/** Who a history entry is by: the signed-in member, or nobody for the admin token. */
export function authorOf(res: Response): Author {
  const caller = callerOf(res);
  if (caller.kind === "admin") return { staffId: null, by: null };
  const { id, name, email } = caller.staff;
  return { staffId: id, by: { id, name, email } };
}
