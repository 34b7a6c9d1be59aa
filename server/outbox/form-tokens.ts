import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { FORM_TOKEN_MAX_AGE_MS } from "../../app/lib/forms/limits";
import type { OutboxDatabase } from "./database";
import { siteFormTokens } from "./schema";

/** What a form's honeypot timestamp is claimed for: one kind of form, one page render, one sender. */
export interface FormTokenUse {
  kind: string;
  /** When the page was rendered (the honeypot's timestamp, decrypted). */
  renderedAt: number;
  /** The sender's email address as the mailbox it reaches (app/lib/forms/mailbox.ts). */
  mailbox: string;
  submissionKey: string;
}

const PURGE_EVERY_MS = 60 * 60_000;

function tokenOf(use: FormTokenUse): string {
  return crypto.createHash("sha256").update(`${use.kind}\n${use.renderedAt}\n${use.mailbox}`).digest("hex");
}

/**
 * The honeypot timestamps already sent, in the outbox's database (shared by every instance on
 * PostgreSQL). A page's timestamp backs the first submission sent with it for an email address;
 * that submission may come again (a double click: the same key), any other is a replay.
 */
export class FormTokens {
  private lastPurge = 0;

  constructor(
    private readonly db: OutboxDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * True when this submission owns the timestamp: the first to claim it, or the same submission
   * again. One statement: an upsert that changes nothing answers the row's owner, so claims made
   * at once, on any instance, are settled by the database one after the other.
   */
  async claim(use: FormTokenUse): Promise<boolean> {
    await this.purgeNowAndThen();
    const [row] = await this.db
      .insert(siteFormTokens)
      .values({ token: tokenOf(use), submissionKey: use.submissionKey, createdAt: this.now() })
      .onConflictDoUpdate({ target: siteFormTokens.token, set: { token: sql`excluded.token` } })
      .returning({ submissionKey: siteFormTokens.submissionKey });
    return row?.submissionKey === use.submissionKey;
  }

  /** Gives the timestamp back when its submission was refused: the visitor corrects it and sends again. */
  async release(use: FormTokenUse): Promise<void> {
    await this.db.delete(siteFormTokens).where(and(eq(siteFormTokens.token, tokenOf(use)), eq(siteFormTokens.submissionKey, use.submissionKey)));
  }

  /** A claim outlives the timestamps it can match: older ones are refused before they are looked up. */
  private async purgeNowAndThen(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.delete(siteFormTokens).where(lt(siteFormTokens.createdAt, new Date(now - FORM_TOKEN_MAX_AGE_MS)));
  }
}
