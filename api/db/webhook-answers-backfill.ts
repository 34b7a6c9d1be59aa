import { type AnyColumn, sql } from "drizzle-orm";
import type { Database } from "./client";
import { webhookAttempts, webhookDeliveries } from "./schema";

/** What the outbound client's classes look like (api/outbound/client.ts); anything else was written before them. */
const CLASS = "^(refused|timed out|TLS error|redirect|HTTP [0-9]{3})$";

/** The class of a stored status: "redirect" for a 3xx, "HTTP <status>" for the rest, nothing without one. */
const classOf = (status: AnyColumn) =>
  sql<string | null>`case when ${status} between 300 and 399 then 'redirect' when ${status} is not null then 'HTTP ' || ${status} end`;

/**
 * Webhook tries logged before answers were reduced to a class held the start of the receiver's
 * body or a network error's text: each becomes the class of its status, or nothing when there
 * was none, so no stored answer of an internal service is shown or exported. Runs at every
 * start-up and touches only such rows (idempotent, safe on several instances at once); a data
 * conversion, so it lives in code, not in the generated migration.
 */
export async function backfillWebhookAnswers(db: Database): Promise<void> {
  await db
    .update(webhookAttempts)
    .set({ excerpt: classOf(webhookAttempts.statusCode) })
    .where(sql`${webhookAttempts.excerpt} !~ ${CLASS}`);
  await db
    .update(webhookDeliveries)
    .set({ lastError: classOf(webhookDeliveries.lastStatus) })
    .where(sql`${webhookDeliveries.lastError} !~ ${CLASS}`);
}
