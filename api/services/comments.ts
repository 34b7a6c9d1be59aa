import { and, desc, eq, gte, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { CommentJson } from "../../contract/answers/comments";
import type { HeldReason } from "../../contract/comments";
import type { Database, Transaction } from "../db/client";
import { blogs, commentBlockList, comments, likes } from "../db/schema";
import { forbidden, notFound } from "../http/errors";
import { MAX_COMMENTS_LISTED } from "../limits";
import { heldReasonFor, REPEAT_WINDOW_MS } from "../moderation/rules";
import { newSecretToken, ownerTokenMatches, sha256Hex } from "../security/tokens";

type CommentRow = typeof comments.$inferSelect;

function toCommentJson(row: CommentRow, isLiked: boolean): CommentJson {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    blog_id: row.blogId,
    created_at: row.createdAt.toISOString(),
    likes_count: Math.max(0, row.likesCount),
    is_liked: isLiked,
    status: row.status,
  };
}

/** Published comments, and the held ones whose owner token the reader presents (their own). */
function visibleTo(blogId: number, ownerTokens: readonly string[]): SQL {
  const published = eq(comments.status, "published");
  const own = ownerTokens.length
    ? and(eq(comments.status, "held"), inArray(comments.ownerTokenHash, ownerTokens.map((token) => sha256Hex(token))))
    : undefined;
  return and(eq(comments.blogId, blogId), own ? or(published, own) : published)!;
}

export async function listComments(
  db: Database,
  blogId: number,
  visitorId: string | null,
  ownerTokens: readonly string[] = [],
): Promise<CommentJson[]> {
  const newestFirst = [desc(comments.createdAt), desc(comments.id)];
  const shown = visibleTo(blogId, ownerTokens);
  if (!visitorId) {
    const rows = await db
      .select()
      .from(comments)
      .where(shown)
      .orderBy(...newestFirst)
      .limit(MAX_COMMENTS_LISTED);
    return rows.map((row) => toCommentJson(row, false));
  }
  // The unique index on (visitor, comment) means the join adds at most one row per comment.
  const rows = await db
    .select({ comment: comments, likeId: likes.id })
    .from(comments)
    .leftJoin(likes, and(eq(likes.commentId, comments.id), eq(likes.visitorId, visitorId)))
    .where(shown)
    .orderBy(...newestFirst)
    .limit(MAX_COMMENTS_LISTED);
  return rows.map(({ comment, likeId }) => toCommentJson(comment, likeId !== null));
}

export async function findComment(db: Database, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  return row;
}

/** Keeps the post's `comments_count` (published comments only) in step with a change. */
export async function adjustCommentsCount(tx: Transaction, blogId: number, delta: -1 | 0 | 1): Promise<number> {
  const [row] = await tx
    .update(blogs)
    .set({ commentsCount: sql`greatest(${blogs.commentsCount} + ${delta}, 0)` })
    .where(eq(blogs.id, blogId))
    .returning({ commentsCount: blogs.commentsCount });
  if (!row) throw notFound("Blog not found");
  return row.commentsCount;
}

export interface NewComment {
  comment: CommentJson & { owner_token: string; held_reason: HeldReason | null };
  commentsCount: number;
}

/** What the rules read about a text; an edited comment's own row is not a repeat of itself. */
async function arrivalFacts(tx: Transaction, content: string, editedId?: number) {
  const since = new Date(Date.now() - REPEAT_WINDOW_MS);
  const recent = gte(comments.createdAt, since);
  const [blockRows, recentRows] = await Promise.all([
    tx.select({ phrase: commentBlockList.phrase }).from(commentBlockList),
    tx
      .select({ content: comments.content })
      .from(comments)
      .where(editedId === undefined ? recent : and(recent, ne(comments.id, editedId))),
  ]);
  return { content, blockList: blockRows.map((row) => row.phrase), recentTexts: recentRows.map((row) => row.content) };
}

/** Stores a new comment, held for review when the arrival checks say so (docs/api.md, Moderation). */
export async function addComment(
  db: Database,
  blogId: number,
  input: { name: string; content: string },
): Promise<NewComment> {
  const { token, hash } = newSecretToken();
  return db.transaction(async (tx) => {
    // One arrival at a time, so two identical comments sent together cannot both pass the repeat check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comment-arrival'))`);
    const heldReason = heldReasonFor(await arrivalFacts(tx, input.content));
    const [row] = await tx
      .insert(comments)
      .values({
        blogId,
        name: input.name,
        content: input.content,
        ownerTokenHash: hash,
        status: heldReason ? "held" : "published",
        heldReason,
      })
      .returning();
    const commentsCount = await adjustCommentsCount(tx, blogId, heldReason ? 0 : 1);
    return { comment: { ...toCommentJson(row, false), owner_token: token, held_reason: heldReason }, commentsCount };
  });
}

/** Locks the comment row so an edit and a delete by the same owner cannot interleave. */
async function lockOwnedComment(
  tx: Transaction,
  commentId: number,
  ownerToken: string | undefined,
  blogId?: number,
): Promise<CommentRow> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, commentId)).for("update").limit(1);
  if (!row || (blogId !== undefined && row.blogId !== blogId)) throw notFound("Comment not found");
  if (!ownerToken) throw forbidden("X-Owner-Token header is required to change this comment");
  if (!ownerTokenMatches(ownerToken, row.ownerTokenHash)) {
    throw forbidden("X-Owner-Token does not match this comment's owner");
  }
  return row;
}

export interface EditedComment {
  comment: CommentJson & { held_reason: HeldReason | null };
  /** The post's published count when the edit took the comment off the page, else null. */
  unpublishedCount: number | null;
}

/**
 * Saves an owner's edit, checked by the same rules as a new comment: a published comment that
 * now breaks one goes back to held, with its reason, and leaves the page. An edit never
 * publishes: a held, hidden or spam comment keeps its status (a held one waits for a person).
 */
export async function editComment(
  db: Database,
  blogId: number,
  commentId: number,
  ownerToken: string | undefined,
  changes: { content: string; name?: string },
  visitorId: string | null,
): Promise<EditedComment> {
  return db.transaction(async (tx) => {
    // The arrival lock, so an edit and a new comment with the same text cannot both pass the repeat check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comment-arrival'))`);
    const before = await lockOwnedComment(tx, commentId, ownerToken, blogId);
    const broken = heldReasonFor(await arrivalFacts(tx, changes.content, commentId));
    const nowHeld = broken !== null && (before.status === "published" || before.status === "held");
    const [row] = await tx
      .update(comments)
      .set({
        content: changes.content,
        ...(changes.name ? { name: changes.name } : {}),
        ...(nowHeld ? { status: "held" as const, heldReason: broken } : {}),
        updatedAt: new Date(),
      })
      .where(eq(comments.id, commentId))
      .returning();
    const unpublished = nowHeld && before.status === "published";
    const unpublishedCount = unpublished ? await adjustCommentsCount(tx, blogId, -1) : null;
    const liked = visitorId
      ? await tx
          .select({ id: likes.id })
          .from(likes)
          .where(and(eq(likes.commentId, commentId), eq(likes.visitorId, visitorId)))
          .limit(1)
      : [];
    const heldReason = row.status === "held" ? row.heldReason : null;
    return { comment: { ...toCommentJson(row, liked.length > 0), held_reason: heldReason }, unpublishedCount };
  });
}

export async function deleteComment(
  db: Database,
  commentId: number,
  ownerToken: string | undefined,
): Promise<{ blogId: number; commentsCount: number }> {
  return db.transaction(async (tx) => {
    const row = await lockOwnedComment(tx, commentId, ownerToken);
    // The comment's likes go with it through the foreign key's ON DELETE CASCADE.
    await tx.delete(comments).where(eq(comments.id, commentId));
    const commentsCount = await adjustCommentsCount(tx, row.blogId, row.status === "published" ? -1 : 0);
    return { blogId: row.blogId, commentsCount };
  });
}
