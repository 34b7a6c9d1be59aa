import { eq } from "drizzle-orm";
import type { ConsentJson } from "../../contract/answers/forms";
import type { Database } from "../db/client";
import { consents } from "../db/schema";

export interface NewConsent {
  noticeVersion: number;
  analytics: boolean;
  marketing: boolean;
  language: string;
  replaces: string | null;
}

function toJson(row: typeof consents.$inferSelect): ConsentJson {
  return {
    id: row.id,
    notice_version: row.noticeVersion,
    choices: { analytics: row.analytics, marketing: row.marketing },
    language: row.language,
    replaces: row.replaces,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertConsent(db: Database, consent: NewConsent): Promise<ConsentJson> {
  const [row] = await db.insert(consents).values(consent).returning();
  return toJson(row);
}

export async function findConsent(db: Database, id: string): Promise<ConsentJson | null> {
  const [row] = await db.select().from(consents).where(eq(consents.id, id));
  return row ? toJson(row) : null;
}
