import { inArray, sql } from "drizzle-orm";
import { FORMER_APPLICATION_STATUSES } from "../../contract/leads";
import type { Database } from "./client";
import { applications } from "./schema";

const FORMER = Object.keys(FORMER_APPLICATION_STATUSES) as (keyof typeof FORMER_APPLICATION_STATUSES)[];

/**
 * Applications that still hold an enquiry status from before the hiring stages (contacted,
 * qualified, won, lost) get the stage that meant the same. Runs at every start-up and touches only
 * such rows, so it is idempotent and safe on several instances at once. A data conversion, so it
 * lives in code, not in the generated migration; the history keeps the words of its time.
 */
export async function backfillApplicationStages(db: Database): Promise<void> {
  const stage = sql.join(
    FORMER.map((status) => sql`when ${status} then ${FORMER_APPLICATION_STATUSES[status]}`),
    sql` `,
  );
  await db
    .update(applications)
    .set({ status: sql`case ${applications.status} ${stage} end` })
    .where(inArray(applications.status, FORMER));
}
