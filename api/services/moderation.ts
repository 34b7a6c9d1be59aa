import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { CommentStatus, HeldReason } from "../../contract/comments";
import type { Database } from "../db/client";
import { blogs, commentBlockList, comments } from "../db/schema";
import { notFound } from "../http/errors";
import { blockedPhraseIn, countLinks } from "../moderation/rules";
import { adjustCommentsCount } from "./comments";
import { pageOf } from "./paging";

/** A comment as the moderation queue shows it: with its post, and why it was held. */
export interface QueuedCommentJson {
  id: number;
  name: string;
  content: string;
  status: CommentStatus;
  held_reason: HeldReason | null;
  /** What matched, named: the blocked word or phrase, or how many links. */
  held_detail: string | null;
  created_at: string;
  blog_id: number;
  blog_title: string;
  blog_slug: string;
}

export interface QueueFilter {
  status: CommentStatus;
  blog_id?: number;
}

const queueColumns = {
  id: comments.id,
  name: comments.name,
  content: comments.content,
  status: comments.status,
  heldReason: comments.heldReason,
  createdAt: comments.createdAt,
  blogId: comments.blogId,
  blogTitle: blogs.title,
  blogSlug: blogs.slug,
};

interface QueueRow {
  id: number;
  name: string;
  content: string;
  status: CommentStatus;
  heldReason: HeldReason | null;
  createdAt: Date;
  blogId: number;
  blogTitle: string;
  blogSlug: string;
}

/** The hold's reason, named: worked out when the queue is read, from the list as it is now. */
function heldDetail(row: QueueRow, blockList: readonly string[]): string | null {
  if (row.status !== "held") return null;
  if (row.heldReason === "blocked-word") return blockedPhraseIn(row.content, blockList);
  if (row.heldReason === "links") return `${countLinks(row.content)} links`;
  return null;
}

const queueJson = (row: QueueRow, blockList: readonly string[]): QueuedCommentJson => ({
  id: row.id,
  name: row.name,
  content: row.content,
  status: row.status,
  // Why it was held, while it is: an approved comment no longer carries its hold.
  held_reason: row.status === "held" ? row.heldReason : null,
  held_detail: heldDetail(row, blockList),
  created_at: row.createdAt.toISOString(),
  blog_id: row.blogId,
  blog_title: row.blogTitle,
  blog_slug: row.blogSlug,
});

function whereOf(filter: QueueFilter): SQL {
  return and(eq(comments.status, filter.status), filter.blog_id ? eq(comments.blogId, filter.blog_id) : undefined)!;
}

/** One page of comments in a state, newest first. */
export async function pageOfQueue(db: Database, filter: QueueFilter, page: number, perPage: number) {
  const where = whereOf(filter);
  const blockList = filter.status === "held" ? await readBlockList(db) : [];
  return pageOf(
    page,
    perPage,
    (limit, offset) =>
      db
        .select(queueColumns)
        .from(comments)
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(comments)
      .where(where)
      .then(([row]) => row.total),
    (row) => queueJson(row, blockList),
  );
}

export async function countHeld(db: Database): Promise<number> {
  const [row] = await db.select({ held: count() }).from(comments).where(eq(comments.status, "held"));
  return row.held;
}

export interface ModerationChange {
  blogId: number;
  commentsCount: number;
  /** Whether visitors see something different now (a published comment came or went). */
  visible: boolean;
}

/** Moves a comment to another state, keeping its post's count of published comments. */
export async function setCommentStatus(db: Database, commentId: number, status: CommentStatus): Promise<ModerationChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, commentId)).for("update").limit(1);
    if (!row) throw notFound("Comment not found");
    const delta = row.status === status ? 0 : status === "published" ? 1 : row.status === "published" ? -1 : 0;
    await tx.update(comments).set({ status }).where(eq(comments.id, commentId));
    const commentsCount = await adjustCommentsCount(tx, row.blogId, delta);
    return { blogId: row.blogId, commentsCount, visible: delta !== 0 };
  });
}

/** Deletes any comment (its likes go with it through the foreign key). */
export async function deleteAnyComment(db: Database, commentId: number): Promise<ModerationChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, commentId)).for("update").limit(1);
    if (!row) throw notFound("Comment not found");
    await tx.delete(comments).where(eq(comments.id, commentId));
    const delta = row.status === "published" ? -1 : 0;
    const commentsCount = await adjustCommentsCount(tx, row.blogId, delta);
    return { blogId: row.blogId, commentsCount, visible: delta !== 0 };
  });
}

export async function readBlockList(db: Database): Promise<string[]> {
  const rows = await db.select({ phrase: commentBlockList.phrase }).from(commentBlockList).orderBy(commentBlockList.id);
  return rows.map((row) => row.phrase);
}

/** Replaces the whole list, in the order given. */
export async function replaceBlockList(db: Database, phrases: readonly string[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.delete(commentBlockList);
    if (phrases.length) await tx.insert(commentBlockList).values(phrases.map((phrase) => ({ phrase })));
  });
  return readBlockList(db);
}
