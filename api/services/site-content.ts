import { and, asc, desc, eq, isNotNull, lt } from "drizzle-orm";
import type { SiteContentItemJson, SiteContentRevisionJson } from "../../contract/answers/site-content";
import type { Database } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";

type ItemRow = typeof contentItems.$inferSelect;
type RevisionRow = typeof contentRevisions.$inferSelect;

/** jsonb answers keys in its own order, so both sides are compared after the same round trip. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function toItemJson(row: ItemRow): SiteContentItemJson {
  return {
    kind: row.kind,
    key: row.key,
    draft: row.draft,
    published: row.published ?? null,
    has_unpublished_changes: row.published === null || !sameJson(row.draft, row.published),
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
    published_by: row.publishedBy,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export const toRevisionJson = (row: RevisionRow): SiteContentRevisionJson => ({
  id: row.id,
  author: row.author,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

const where = (kind: string, key: string) => and(eq(contentItems.kind, kind), eq(contentItems.key, key));

export async function listItems(db: Database, kind: string): Promise<ItemRow[]> {
  return db.select().from(contentItems).where(eq(contentItems.kind, kind)).orderBy(asc(contentItems.position), asc(contentItems.key));
}

/** What visitors see of a kind: the published data of each item, in order. */
export async function publishedItems(db: Database, kind: string): Promise<{ key: string; data: unknown }[]> {
  const rows = await db
    .select({ key: contentItems.key, data: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), isNotNull(contentItems.published)))
    .orderBy(asc(contentItems.position), asc(contentItems.key));
  return rows;
}

export async function findItem(db: Database, kind: string, key: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(contentItems).where(where(kind, key)).limit(1);
  return row;
}

/** A save: the new draft and its revision, together or not at all. Undefined when there is no such item. */
export async function saveDraft(
  db: Database,
  kind: string,
  key: string,
  data: unknown,
  author: string,
  note: string,
): Promise<ItemRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentItems)
      .set({ draft: data, updatedBy: author, updatedAt: new Date() })
      .where(where(kind, key))
      .returning();
    if (!row) return undefined;
    await tx.insert(contentRevisions).values({ itemId: row.id, data, author, note });
    return row;
  });
}

/** Visitors see the draft from now on. */
export async function publishDraft(db: Database, kind: string, key: string, author: string): Promise<ItemRow | undefined> {
  const item = await findItem(db, kind, key);
  if (!item) return undefined;
  const [row] = await db
    .update(contentItems)
    .set({ published: item.draft, publishedBy: author, publishedAt: new Date() })
    .where(eq(contentItems.id, item.id))
    .returning();
  return row;
}

export async function listRevisions(db: Database, itemId: number): Promise<RevisionRow[]> {
  return db.select().from(contentRevisions).where(eq(contentRevisions.itemId, itemId)).orderBy(desc(contentRevisions.id));
}

/** A revision of the item and the one saved before it (undefined for the first). */
export async function revisionWithPrevious(
  db: Database,
  itemId: number,
  revisionId: number,
): Promise<{ revision: RevisionRow; previous: RevisionRow | undefined } | undefined> {
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.id, revisionId)))
    .limit(1);
  if (!revision) return undefined;
  const [previous] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), lt(contentRevisions.id, revisionId)))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return { revision, previous };
}
