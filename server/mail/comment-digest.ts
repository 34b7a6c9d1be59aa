import { and, asc, desc, eq, isNull, like, lt, sql } from "drizzle-orm";
import type { OutboxDatabase } from "../outbox/database";
import { commentDigestItems, siteMail, type HeldCommentNotice } from "../outbox/schema";
import { inIst } from "./lead-fields";
import { mailHtml } from "./mail-html";
import type { Clock, MailMessage } from "./queue";

/** At most one digest of held comments in this time, whichever instance holds them. */
export const DIGEST_EVERY_MS = 15 * 60_000;
const KEY_PREFIX = "comments:held:";
const EXCERPT_CHARS = 200;
/** Items of digests long sent are only a record; they go when a new digest starts. */
const KEEP_ITEMS_MS = 7 * 24 * 60 * 60_000;

export interface DigestSettings {
  from: string;
  to: string[];
  siteUrl: string;
}

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
};

/** "2 comments wait for review", each with its post, name, excerpt and reason, and the queue's link. */
export function heldDigestMail(notices: HeldCommentNotice[], settings: DigestSettings): MailMessage {
  const url = `${settings.siteUrl}/console/comments`;
  const count = notices.length === 1 ? "1 comment waits" : `${notices.length} comments wait`;
  const intro = `${count} for review on the website. Held comments are shown to nobody but their authors until approved.`;
  const fields = notices.map((notice, index) => ({
    label: `${index + 1}. ${notice.name} on “${notice.postTitle}”`,
    value: `${excerpt(notice.content)}\nHeld: ${notice.reason} · ${inIst(new Date(notice.heldAt))}`,
    block: true,
  }));
  const text = fields.map((field) => `${field.label}\n${field.value}`).join("\n\n");
  return {
    from: settings.from,
    to: settings.to,
    subject: `Comments to review: ${count}`,
    text: `${intro}\n\n${text}\n\nReview them in the console: ${url}\n`,
    html: mailHtml({ intro, fields, link: { href: url, text: "Review them in the console" } }),
  };
}

/**
 * Collects held comments into one digest mail per 15 minutes. The digest is a `site_mail` row
 * due at the end of its window; until the sender has claimed it, each new held comment joins it
 * and its text is composed again. The schedule lives in the database, so instances share it.
 */
export class CommentDigest {
  constructor(
    private readonly db: OutboxDatabase,
    private readonly settings: DigestSettings,
    private readonly now: Clock = () => new Date(),
  ) {}

  async add(notice: HeldCommentNotice): Promise<void> {
    await this.db.transaction(async (tx) => {
      // One writer at a time: two held comments never open two digests for the same window.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comment-digest'))`);
      // Locking the open digest keeps the sender (FOR UPDATE SKIP LOCKED) off it while it grows.
      const [open] = await tx
        .select()
        .from(siteMail)
        .where(and(like(siteMail.key, `${KEY_PREFIX}%`), eq(siteMail.attempts, 0), isNull(siteMail.sentAt), isNull(siteMail.droppedAt)))
        .orderBy(desc(siteMail.notBefore))
        .limit(1)
        .for("update");
      const key = open?.key ?? (await this.openDigestKey(tx));
      await tx.insert(commentDigestItems).values({ digestKey: key, notice, createdAt: this.now() });
      const items = await tx
        .select({ notice: commentDigestItems.notice })
        .from(commentDigestItems)
        .where(eq(commentDigestItems.digestKey, key))
        .orderBy(asc(commentDigestItems.id));
      const message = heldDigestMail(
        items.map((item) => item.notice),
        this.settings,
      );
      if (open) {
        await tx.update(siteMail).set({ message }).where(eq(siteMail.id, open.id));
        return;
      }
      const notBefore = new Date(key.slice(KEY_PREFIX.length));
      await tx.insert(siteMail).values({ key, message, notBefore, nextAttemptAt: notBefore, createdAt: this.now() });
    });
  }

  /** The next window's key: now, or 15 minutes after the last digest's time, whichever is later. */
  private async openDigestKey(tx: Parameters<Parameters<OutboxDatabase["transaction"]>[0]>[0]): Promise<string> {
    const now = this.now();
    const [last] = await tx
      .select({ notBefore: siteMail.notBefore })
      .from(siteMail)
      .where(like(siteMail.key, `${KEY_PREFIX}%`))
      .orderBy(desc(siteMail.notBefore))
      .limit(1);
    const due = last ? Math.max(now.getTime(), last.notBefore.getTime() + DIGEST_EVERY_MS) : now.getTime();
    await tx.delete(commentDigestItems).where(lt(commentDigestItems.createdAt, new Date(now.getTime() - KEEP_ITEMS_MS)));
    return `${KEY_PREFIX}${new Date(due).toISOString()}`;
  }
}
