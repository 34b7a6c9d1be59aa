import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { retryDelayMs } from "../../contract/backoff";
import type { Database } from "../db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import type { OutboundResult } from "../outbound/client";

/** A claimed delivery not reported by then is taken to have died with its process; a try takes 10 s at most. */
export const WEBHOOK_LEASE_MS = 60_000;
/** Tries before a delivery is marked failed: with the mail queue's backoff, about 40 minutes of trying. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

export type Clock = () => Date;

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
}

/**
 * The webhook deliveries waiting in the API's database, claimed the way the mail queue claims
 * its rows (server/mail/queue.ts): FOR UPDATE SKIP LOCKED under a lease, each try counted as
 * it is claimed, and the result recorded only by the claimant of that try.
 */
export class WebhookQueue {
  constructor(
    private readonly db: Database,
    private readonly now: Clock = () => new Date(),
  ) {}

  async claimNext(): Promise<ClaimedDelivery | undefined> {
    const now = this.now();
    const due = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.attempts), asc(webhookDeliveries.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + WEBHOOK_LEASE_MS) })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
    if (!row) return undefined;
    const [endpoint] = await this.db
      .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpointId));
    // The endpoint was removed after the claim: its rows go with it (cascade), nothing to send.
    if (!endpoint) return this.claimNext();
    return { id: row.id, attempts: row.attempts, eventId: row.eventId, eventType: row.eventType, payload: row.payload, ...endpoint };
  }

  /** Logs one try: its status and the outbound client's class of answer ("HTTP 500", "refused"…), never the receiver's body. */
  async logAttempt(row: Pick<ClaimedDelivery, "id" | "attempts">, statusCode: number | null, result: OutboundResult): Promise<void> {
    await this.db.insert(webhookAttempts).values({ deliveryId: row.id, attempt: row.attempts, statusCode, excerpt: result, at: this.now() });
  }

  /** Guarded by the try it was claimed for, so a sender whose lease ran out cannot mark it. */
  async markDelivered(row: Pick<ClaimedDelivery, "id" | "attempts">, statusCode: number): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ deliveredAt: this.now(), lastStatus: statusCode, lastError: null })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
  }

  /** Tries again after the mail queue's backoff, or gives up after the last try (or at once when told to). */
  async failed(
    row: Pick<ClaimedDelivery, "id" | "attempts">,
    statusCode: number | null,
    result: OutboundResult,
    options: { giveUp?: boolean } = {},
  ): Promise<"retry" | "failed"> {
    const giveUp = options.giveUp === true || row.attempts >= WEBHOOK_MAX_ATTEMPTS;
    const set = giveUp
      ? { failedAt: this.now(), lastStatus: statusCode, lastError: result }
      : { nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(row.attempts)), lastStatus: statusCode, lastError: result };
    await this.db
      .update(webhookDeliveries)
      .set(set)
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
    return giveUp ? "failed" : "retry";
  }

  /** The latest deliveries to one URL with their tries, newest first (the console's log). */
  async recent(endpointId: number, limit = 10) {
    const deliveries = await this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit);
    if (deliveries.length === 0) return [];
    const attempts = await this.db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, deliveries.map((row) => row.id)))
      .orderBy(asc(webhookAttempts.id));
    return deliveries.map((row) => ({
      id: row.id,
      event_id: row.eventId,
      event_type: row.eventType,
      state: row.deliveredAt ? "delivered" : row.failedAt ? "failed" : "pending",
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({ attempt: attempt.attempt, status_code: attempt.statusCode, result: attempt.excerpt, at: attempt.at.toISOString() })),
      created_at: row.createdAt.toISOString(),
    }));
  }
}
