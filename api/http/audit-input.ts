import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from "../../contract/audit";
import { PAGING } from "../limits";
import type { AuditFilters } from "../services/audit";
import { blankIsMissing, dayInput, startOfDay } from "./lead-input";
import { pagingSchema } from "./validation";

const DAY = 24 * 60 * 60 * 1000;

/** The log's query string: dates are whole days in the agency's time zone, `to` included. */
export const auditFiltersSchema = z
  .object({
    actor: blankIsMissing(z.string().trim().max(254)),
    action: blankIsMissing(z.enum(AUDIT_ACTIONS)),
    subject_type: blankIsMissing(z.enum(AUDIT_SUBJECT_TYPES)),
    subject_id: blankIsMissing(z.string().trim().max(64)),
    from: blankIsMissing(dayInput),
    to: blankIsMissing(dayInput),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "must not be before from",
    path: ["to"],
  })
  .transform(
    (input): AuditFilters => ({
      actor: input.actor || undefined,
      action: input.action,
      subjectType: input.subject_type,
      subjectId: input.subject_id || undefined,
      since: input.from ? startOfDay(input.from) : undefined,
      before: input.to ? new Date(startOfDay(input.to).getTime() + DAY) : undefined,
    }),
  );

export const auditPagingSchema = pagingSchema(PAGING.maxPerPage, 50);
