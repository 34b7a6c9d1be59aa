import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { databaseAnswers } from "../../api/db/answers";
import { retryDelayMs } from "../../contract/backoff";
import { openOutboxDatabase, type OutboxDatabase, type OutboxStorageOptions } from "./database";
import type { OutboxItem } from "./payload";
import { siteOutbox, type OutboxRow } from "./schema";

/** A try that has not reported back by then is taken to have died with its process. */
const LEASE_MS = 2 * 60_000;

export type Clock = () => Date;

/**
 * Durable storage for submissions the API could not take yet. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several site instances sharing one PostgreSQL never send
 * the same row at the same time.
 */
export class Outbox {
  private constructor(
    private readonly db: OutboxDatabase,
    private readonly closeDatabase: () => Promise<void>,
    private readonly now: Clock,
  ) {}

  /** Its database, which the mail queue shares rather than open a second connection or PGlite. */
  get database(): OutboxDatabase {
    return this.db;
  }

  static async open(options: OutboxStorageOptions, now: Clock = () => new Date()): Promise<Outbox> {
    const { db, close } = await openOutboxDatabase(options);
    return new Outbox(db, close, now);
  }

  /** Keeps a submission whose first try failed; a repeated key is the same submission, kept once. */
  async add(item: OutboxItem, firstError: string): Promise<void> {
    const now = this.now();
    await this.db
      .insert(siteOutbox)
      .values({
        kind: item.kind,
        idempotencyKey: item.idempotencyKey,
        payload: item.payload,
        file: item.kind === "application" ? item.file : null,
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)),
        lastError: firstError,
        createdAt: now,
      })
      .onConflictDoNothing({ target: siteOutbox.idempotencyKey });
  }

  /** Takes up to `limit` rows that are due, counting the try about to be made. */
  async claimDue(limit = 10): Promise<OutboxRow[]> {
    const now = this.now();
    const due = this.db
      .select({ id: siteOutbox.id })
      .from(siteOutbox)
      .where(and(isNull(siteOutbox.deliveredAt), isNull(siteOutbox.failedAt), lte(siteOutbox.nextAttemptAt, now)))
      .orderBy(asc(siteOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return this.db
      .update(siteOutbox)
      .set({
        attempts: sql`${siteOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(siteOutbox.id, due))
      .returning();
  }

  async markDelivered(id: number): Promise<void> {
    // The resume is the agency's once delivered; the site keeps no copy.
    await this.db
      .update(siteOutbox)
      .set({ deliveredAt: this.now(), file: null, lastError: null })
      .where(eq(siteOutbox.id, id));
  }

  async retryLater(row: Pick<OutboxRow, "id" | "attempts">, error: string): Promise<void> {
    const next = new Date(this.now().getTime() + retryDelayMs(row.attempts));
    await this.db.update(siteOutbox).set({ nextAttemptAt: next, lastError: error }).where(eq(siteOutbox.id, row.id));
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db.update(siteOutbox).set({ failedAt: this.now(), lastError: error }).where(eq(siteOutbox.id, id));
  }

  /** Takes in rows another outbox kept, as they were (tries, next try, key); a key already here is skipped. */
  async takeOver(rows: OutboxRow[]): Promise<void> {
    if (!rows.length) return;
    await this.db
      .insert(siteOutbox)
      .values(rows.map(({ id: _id, ...row }) => row))
      .onConflictDoNothing({ target: siteOutbox.idempotencyKey });
  }

  /** Rows still waiting to be delivered, oldest first. */
  async pending(): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(siteOutbox)
      .where(and(isNull(siteOutbox.deliveredAt), isNull(siteOutbox.failedAt)))
      .orderBy(asc(siteOutbox.createdAt));
  }

  async find(idempotencyKey: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(siteOutbox).where(eq(siteOutbox.idempotencyKey, idempotencyKey));
    return row;
  }

  /** Delivered rows are only a record; they go after a while. */
  async purgeDelivered(olderThanMs: number): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanMs);
    await this.db.delete(siteOutbox).where(and(isNotNull(siteOutbox.deliveredAt), lt(siteOutbox.deliveredAt, cutoff)));
  }

  /** Whether its database answers: for the server's readiness check. */
  isReady(): Promise<boolean> {
    return databaseAnswers(this.db);
  }

  close(): Promise<void> {
    return this.closeDatabase();
  }
}
