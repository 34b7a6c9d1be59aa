import { sql } from "drizzle-orm";
import type { LeadKind } from "../../contract/leads";
import { applications, enquiries, leadFollowUps } from "../db/schema";

/**
 * A lead's won value in rupees, as SQL over a lead row of `kind`: the value staff gave when they
 * marked it won (api/leads/follow-ups.ts), null without one.
 */
export const wonValueSql = (kind: LeadKind) => {
  const table = kind === "enquiry" ? enquiries : applications;
  return sql`(select ${leadFollowUps.valueRupees}::numeric from ${leadFollowUps}
    where ${leadFollowUps.leadKind} = ${kind} and ${leadFollowUps.leadId} = ${table.id})`;
};
