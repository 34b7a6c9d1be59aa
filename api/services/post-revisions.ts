import { and, desc, eq, lt } from "drizzle-orm";
import { postStatus } from "../../contract/posts";
import { AUTOSAVE_REVISION_WINDOW_MS, type PostRevisionData, type PostRevisionJson } from "../../contract/revisions";
import type { Database, Transaction } from "../db/client";
import { postRevisions } from "../db/schema";
import type { BlogRow } from "./blog-json";
import { readableLines } from "./revision-diff";

type RevisionRow = typeof postRevisions.$inferSelect;

/** A post's revision diffs its body line by line; every other field is one line. */
export const POST_LONG_TEXT = ["markdown"] as const;

/** The fields a save left, as a revision keeps them. */
export function postSnapshot(row: BlogRow): PostRevisionData {
  return {
    title: row.title,
    slug: row.slug,
    // Posts written as HTML before Markdown editing existed: their HTML is their Markdown.
    markdown: row.contentMarkdown ?? row.content,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    alt_tag: row.altTag,
    author_name: row.authorName,
    tags: row.tags,
    status: postStatus(row.isPublished, row.publishAt),
    publish_at: row.publishAt?.toISOString() ?? null,
  };
}

export const toPostRevisionJson = (row: RevisionRow): PostRevisionJson => ({
  id: row.id,
  author: row.author,
  note: row.note,
  autosave: row.autosave,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** jsonb gives keys back in its own order: compared as the diff reads them, key by key. */
const sameData = (a: unknown, b: unknown) => readableLines(a).join("\n") === readableLines(b).join("\n");

export interface RevisionNote {
  author: string;
  note: string;
  autosave?: boolean;
}

/**
 * Records a save as a revision, inside the save's transaction (the post's row is locked, so
 * saves of one post take turns and fifty autosaves at once still make one revision):
 * - a post saved for the first time since revisions are kept gets its former state first
 *   ("As it was before revisions were kept"), so the first diff shows the change, not the post;
 * - a save that changed none of the kept fields adds nothing;
 * - an autosave by the same author within ten minutes of the newest revision's start, when that
 *   one is an autosave too, updates it instead of adding one.
 */
export function recordPostRevision({ author, note, autosave = false }: RevisionNote) {
  return async (tx: Transaction, before: BlogRow | null, after: BlogRow): Promise<void> => {
    const data = postSnapshot(after);
    let [newest] = await tx.select().from(postRevisions).where(eq(postRevisions.blogId, after.id)).orderBy(desc(postRevisions.id)).limit(1);
    if (!newest && before) {
      [newest] = await tx
        .insert(postRevisions)
        .values({ blogId: before.id, data: postSnapshot(before), author: before.authorName, note: "As it was before revisions were kept", createdAt: before.updatedAt, updatedAt: before.updatedAt })
        .returning();
    }
    if (newest && sameData(newest.data, data)) return;
    const now = new Date();
    const coalesce = autosave && newest?.autosave && newest.author === author && now.getTime() - newest.createdAt.getTime() < AUTOSAVE_REVISION_WINDOW_MS;
    if (coalesce) {
      await tx.update(postRevisions).set({ data, updatedAt: now }).where(eq(postRevisions.id, newest!.id));
      return;
    }
    await tx.insert(postRevisions).values({ blogId: after.id, data, author, note, autosave, createdAt: now, updatedAt: now });
  };
}

export async function listPostRevisions(db: Database, blogId: number): Promise<RevisionRow[]> {
  return db.select().from(postRevisions).where(eq(postRevisions.blogId, blogId)).orderBy(desc(postRevisions.id));
}

/** A revision of the post and the one saved before it (undefined for the first). */
export async function postRevisionWithPrevious(
  db: Database,
  blogId: number,
  revisionId: number,
): Promise<{ revision: RevisionRow; previous: RevisionRow | undefined } | undefined> {
  const [revision] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.blogId, blogId), eq(postRevisions.id, revisionId)))
    .limit(1);
  if (!revision) return undefined;
  const [previous] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.blogId, blogId), lt(postRevisions.id, revisionId)))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  return { revision, previous };
}
