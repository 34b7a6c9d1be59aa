import { type SQL, sql } from "drizzle-orm";
import type { Response } from "express";
import { z } from "zod";
import { leadFollowUps } from "../db/schema";
import { badRequest } from "../http/errors";
import { callerOf } from "../http/staff-auth";
import { idSchema } from "../http/validation";

/** The inbox's follow-up filters: `assignee=me|<id>|none` and `due=1` (due today in India, or overdue). */
export interface FollowUpFilters {
  assignee?: number | "me" | "none";
  /** Next steps before this instant: the end of today in IST when `due=1`. */
  dueBefore?: Date;
}

const blank = (value: unknown) => (value === "" ? undefined : value);

export const followUpFilterFields = {
  assignee: z.preprocess(blank, z.union([z.literal("me"), z.literal("none"), idSchema]).optional()),
  due: z.preprocess(blank, z.enum(["1"]).optional()),
};

/** Midnight ending today in India (UTC+05:30, no daylight saving). */
export function endOfTodayInIndia(now = new Date()): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 24 * 60 * 60_000);
}

export function followUpFiltersOf(input: { assignee?: number | "me" | "none"; due?: "1" }): FollowUpFilters {
  return { assignee: input.assignee, dueBefore: input.due ? endOfTodayInIndia() : undefined };
}

/** "me" is the signed-in member; the admin token has no leads of its own. */
export function resolveMine<Filters extends FollowUpFilters>(filters: Filters, res: Response): Filters {
  if (filters.assignee !== "me") return filters;
  const caller = callerOf(res);
  if (caller.kind === "admin") throw badRequest("assignee=me needs a staff member's session");
  return { ...filters, assignee: caller.staff.id };
}

const followUp = (condition: SQL) =>
  sql`exists (select 1 from ${leadFollowUps} f where f.lead_kind = leads.kind and f.lead_id = leads.id and ${condition})`;

/** Conditions on the `leads` union of api/services/leads.ts. */
export function followUpConditions(filters: FollowUpFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.assignee === "none") conditions.push(sql`not ${followUp(sql`f.assignee_id is not null`)}`);
  else if (typeof filters.assignee === "number") conditions.push(followUp(sql`f.assignee_id = ${filters.assignee}`));
  if (filters.dueBefore) {
    conditions.push(followUp(sql`f.next_step_at < ${filters.dueBefore.toISOString()}::timestamptz`));
  }
  return conditions;
}
