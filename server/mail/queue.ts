import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, TransactionRollbackError } from "drizzle-orm";
import { retryDelayMs } from "../../contract/backoff";
import { openOutboxDatabase, type OutboxDatabase, type OutboxStorageOptions, type OutboxTransaction } from "../outbox/database";
import { siteMail, type MailRow } from "../outbox/schema";
import type { LeadKind } from "./notifications-types";
import { purgeReplyLedger } from "./reply-limits";

/** A claimed mail not reported sent by then is taken to have died with its process; sending one takes seconds. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** A mail server down for an hour is tried every 5 minutes at most, so the mail goes soon after it is back. */
export const MAIL_RETRY_MAX_MS = 5 * 60_000;

export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface LeadRef {
  kind: LeadKind;
  id: number;
}

export interface QueuedMail {
  /** Names the mail, e.g. `lead:enquiry:42:notify`: a key already queued is not queued again. */
  key: string;
  message: MailMessage;
  /** Not sent before then (default: at once). */
  notBefore?: Date;
  /** Sent only if this lead is still `new` when the mail falls due. */
  onlyIfNewLead?: LeadRef;
}

export type Clock = () => Date;

/**
 * Mail kept in the outbox's database until sent. Rows are claimed with FOR UPDATE SKIP LOCKED
 * under a lease, so several instances sharing one PostgreSQL send each mail once.
 */
export class MailQueue {
  constructor(
    private readonly db: OutboxDatabase,
    private readonly now: Clock = () => new Date(),
    private readonly closeDatabase: () => Promise<void> = async () => {},
  ) {}

  /** A queue on its own connection to the outbox's database (tests, and instances without an outbox). */
  static async open(options: OutboxStorageOptions, now?: Clock): Promise<MailQueue> {
    const { db, close } = await openOutboxDatabase(options);
    return new MailQueue(db, now, close);
  }

  async add(mail: QueuedMail): Promise<void> {
    await this.insert(this.db, mail);
  }

  /**
   * Queues the mail only when `check`, run in the same transaction, allows it (answers null).
   * A key already queued is not queued again nor checked; nothing `check` counted is kept unless
   * the mail is queued. Answers why the mail was not queued, or null when it was.
   */
  async addChecked(mail: QueuedMail, check: (tx: OutboxTransaction, now: Date) => Promise<string | null>): Promise<string | null> {
    const now = this.now();
    let refused: string | null = null;
    try {
      await this.db.transaction(async (tx) => {
        refused = (await this.insert(tx, mail)).length ? await check(tx, now) : "already queued";
        if (refused) tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
    return refused;
  }

  private insert(db: OutboxDatabase | OutboxTransaction, mail: QueuedMail) {
    const notBefore = mail.notBefore ?? this.now();
    return db
      .insert(siteMail)
      .values({
        key: mail.key,
        message: mail.message,
        onlyIfNewLead: mail.onlyIfNewLead ?? null,
        notBefore,
        nextAttemptAt: notBefore,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: siteMail.key })
      .returning({ id: siteMail.id });
  }

  /**
   * Takes the next due mail, if any, counting the try about to be made. One at a time: the lease
   * of a mail claimed in a batch would run out while a slow server took the ones before it.
   */
  async claimNext(): Promise<MailRow | undefined> {
    const now = this.now();
    const due = this.db
      .select({ id: siteMail.id })
      .from(siteMail)
      .where(and(isNull(siteMail.sentAt), isNull(siteMail.droppedAt), lte(siteMail.nextAttemptAt, now)))
      // Mail not yet tried first: a new lead's notice never waits behind a backlog of retries.
      .orderBy(asc(siteMail.attempts), asc(siteMail.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await this.db
      .update(siteMail)
      .set({ attempts: sql`${siteMail.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
      .where(inArray(siteMail.id, due))
      .returning();
    return row;
  }

  /**
   * Records the send of a claimed row. Guarded by the try it was claimed for, so a sender whose
   * lease ran out (and whose row another claimed) cannot mark it.
   */
  async markSent(row: Pick<MailRow, "id" | "attempts">): Promise<void> {
    await this.db
      .update(siteMail)
      .set({ sentAt: this.now(), lastError: null })
      .where(and(eq(siteMail.id, row.id), eq(siteMail.attempts, row.attempts)));
  }

  async drop(row: Pick<MailRow, "id">, reason: string): Promise<void> {
    await this.db.update(siteMail).set({ droppedAt: this.now(), lastError: reason }).where(eq(siteMail.id, row.id));
  }

  async retryLater(row: Pick<MailRow, "id" | "attempts">, error: string): Promise<Date> {
    const next = new Date(this.now().getTime() + Math.min(retryDelayMs(row.attempts), MAIL_RETRY_MAX_MS));
    await this.db.update(siteMail).set({ nextAttemptAt: next, lastError: error }).where(eq(siteMail.id, row.id));
    return next;
  }

  /** Sent and dropped mail is only a record; it goes after a while, and the reply ledger past its windows. */
  async purgeDone(olderThanMs: number): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanMs);
    await this.db
      .delete(siteMail)
      .where(or(and(isNotNull(siteMail.sentAt), lt(siteMail.sentAt, cutoff)), and(isNotNull(siteMail.droppedAt), lt(siteMail.droppedAt, cutoff))));
    await purgeReplyLedger(this.db, this.now());
  }

  async find(key: string): Promise<MailRow | undefined> {
    const [row] = await this.db.select().from(siteMail).where(eq(siteMail.key, key));
    return row;
  }

  close(): Promise<void> {
    return this.closeDatabase();
  }
}
