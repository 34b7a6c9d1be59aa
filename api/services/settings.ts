import { eq, sql } from "drizzle-orm";
import { DEFAULT_REPLY_SETTINGS, type ReplySettings, replySettingsSchema, spamSettingsSchema } from "../../contract/intake";
import type { Database, Transaction } from "../db/client";
import { settings } from "../db/schema";
import { DEFAULT_SPAM_THRESHOLD } from "../spam/weights";

type Db = Database | Transaction;

async function read(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

async function write(db: Db, key: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** The stored value when it still fits its schema, else the default (a setting never breaks arrival). */
export async function replySettings(db: Db): Promise<ReplySettings> {
  const parsed = replySettingsSchema.safeParse(await read(db, "replies"));
  return parsed.success ? parsed.data : DEFAULT_REPLY_SETTINGS;
}

export const saveReplySettings = (db: Db, value: ReplySettings) => write(db, "replies", value);

export async function spamThreshold(db: Db): Promise<number> {
  const parsed = spamSettingsSchema.safeParse(await read(db, "spam"));
  return parsed.success ? parsed.data.threshold : DEFAULT_SPAM_THRESHOLD;
}

export const saveSpamThreshold = (db: Db, threshold: number) => write(db, "spam", { threshold });
