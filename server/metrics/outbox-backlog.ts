import { and, isNull, lte, sql } from "drizzle-orm";
import { type Backlog, backlogColumns, toBacklog } from "../../api/webhooks/backlog";
import type { OutboxDatabase } from "../outbox/database";
import { siteMail, siteOutbox } from "../outbox/schema";

/** Submissions the API has not taken yet; the oldest's age counts from when it was made. */
export async function outboxBacklog(db: OutboxDatabase): Promise<Backlog> {
  const [row] = await db
    .select(backlogColumns(siteOutbox.createdAt))
    .from(siteOutbox)
    .where(and(isNull(siteOutbox.deliveredAt), isNull(siteOutbox.failedAt)));
  return toBacklog(row);
}

/** Mail due and not yet sent: a reminder set for tomorrow is not a backlog, so its age counts from when it fell due. */
export async function mailBacklog(db: OutboxDatabase): Promise<Backlog> {
  const [row] = await db
    .select(backlogColumns(siteMail.notBefore))
    .from(siteMail)
    .where(and(isNull(siteMail.sentAt), isNull(siteMail.droppedAt), lte(siteMail.notBefore, sql`now()`)));
  return toBacklog(row);
}
