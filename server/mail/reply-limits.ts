import crypto from "node:crypto";
import { lt, lte, sql } from "drizzle-orm";
import { normalisedMailbox } from "../../app/lib/forms/mailbox";
import type { OutboxDatabase, OutboxTransaction } from "../outbox/database";
import { siteReplyHours, siteReplyRecipients } from "../outbox/schema";

/** One automatic reply to an address in this long, whoever sent the form and from wherever. */
export const REPLY_PER_RECIPIENT_MS = 24 * 60 * 60_000;
/** Automatic replies queued in one clock hour, every address together. */
export const REPLIES_PER_HOUR = 60;

const HOUR_MS = 60 * 60_000;

/** What the ledger keeps of an address: a hash, gone a day later. */
function recipientKey(email: string): string {
  return crypto.createHash("sha256").update(normalisedMailbox(email)).digest("hex");
}

/**
 * Takes one reply from both allowances, or answers why not. Each step is one conditional
 * statement (an upsert whose update only happens while the allowance holds), so replies asked
 * for at once, by any number of instances, are counted one after the other by the database.
 * Run it in the transaction that queues the reply: when the mail is not queued, nothing counted.
 */
export async function takeReplyAllowance(tx: OutboxTransaction, email: string, now: Date): Promise<string | null> {
  const recipient = recipientKey(email);
  const taken = await tx
    .insert(siteReplyRecipients)
    .values({ recipient, repliedAt: now })
    .onConflictDoUpdate({
      target: siteReplyRecipients.recipient,
      set: { repliedAt: now },
      setWhere: lte(siteReplyRecipients.repliedAt, new Date(now.getTime() - REPLY_PER_RECIPIENT_MS)),
    })
    .returning({ recipient: siteReplyRecipients.recipient });
  if (!taken.length) return `this address had an automatic reply in the last ${REPLY_PER_RECIPIENT_MS / HOUR_MS} hours`;

  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const counted = await tx
    .insert(siteReplyHours)
    .values({ hour, replies: 1 })
    .onConflictDoUpdate({
      target: siteReplyHours.hour,
      set: { replies: sql`${siteReplyHours.replies} + 1` },
      setWhere: lt(siteReplyHours.replies, REPLIES_PER_HOUR),
    })
    .returning({ replies: siteReplyHours.replies });
  if (!counted.length) return `${REPLIES_PER_HOUR} automatic replies were queued this hour already`;
  return null;
}

/** The ledger only matters within its windows. */
export async function purgeReplyLedger(db: OutboxDatabase, now: Date): Promise<void> {
  await db.delete(siteReplyRecipients).where(lte(siteReplyRecipients.repliedAt, new Date(now.getTime() - REPLY_PER_RECIPIENT_MS)));
  await db.delete(siteReplyHours).where(lt(siteReplyHours.hour, new Date(now.getTime() - HOUR_MS)));
}
