import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlStateOf } from "../db/errors";
import { blogs, comments, likes } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { publicRow } from "./post-visibility";

export interface LikeTarget {
  visitorId: string;
  blogId: number;
  /** Set for a like on a comment; null for a like on the post itself. */
  commentId: number | null;
}

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

const MAX_TOGGLE_ATTEMPTS = 5;

function likeRowMatches(target: LikeTarget) {
  return target.commentId === null
    ? and(eq(likes.visitorId, target.visitorId), eq(likes.blogId, target.blogId), isNull(likes.commentId))
    : and(eq(likes.visitorId, target.visitorId), eq(likes.commentId, target.commentId));
}

/** What a toggle acts on: the post itself, or one comment (of `blogId`, when given). */
export type ToggleTarget = { blogId: number; commentId: null } | { blogId: number | null; commentId: number };

export interface ToggleResult extends LikeState {
  blogId: number;
}

/**
 * One statement, so it is atomic on its own: check the post (or comment) exists and is
 * published, remove the visitor's like if there is one, otherwise add it, and move the
 * counter by the same amount. Under concurrency the unique index makes a second click of the
 * same visitor wait for the first; if it then finds nothing to add or remove, it says so and
 * the caller runs the statement again on fresh data.
 */
function toggleStatement(visitorId: string, target: ToggleTarget) {
  const parts = target.commentId === null ? postParts(target.blogId) : commentParts(target.commentId, target.blogId);
  return sql`
    with target as (${parts.target}), removed as (
      delete from likes
      where visitor_id = ${visitorId} and ${parts.ownLike} and exists (select 1 from target)
      returning id
    ), inserted as (
      insert into likes (visitor_id, blog_id, comment_id)
      select ${visitorId}, blog_id, ${parts.likedComment} from target where not exists (select 1 from removed)
      on conflict do nothing
      returning id
    ), counter as (
      update ${parts.counted}
      set likes_count = greatest(likes_count + (select count(*) from inserted) - (select count(*) from removed), 0)
      where id = (select id from target)
      returning likes_count
    )
    select (select count(*) from target)::int as found,
           ${parts.blogFound} as blog_found,
           (select blog_id from target) as blog_id,
           (select count(*) from inserted)::int as inserted,
           (select count(*) from removed)::int as removed,
           (select likes_count from counter) as likes_count`;
}

/** A like on the post itself: the post must be published. */
function postParts(blogId: number) {
  return {
    target: sql`select id, id as blog_id from blogs where id = ${blogId} and ${publicRow("blogs")}`,
    ownLike: sql`blog_id = ${blogId} and comment_id is null`,
    likedComment: sql`null`,
    counted: blogs,
    blogFound: sql`(select count(*) from target)::int`,
  };
}

/** A like on a comment of a published post (of `blogId`, when given). */
function commentParts(commentId: number, blogId: number | null) {
  const sameBlog = blogId === null ? sql`` : sql`and c.blog_id = ${blogId}`;
  return {
    target: sql`select c.id, c.blog_id from comments c join blogs b on b.id = c.blog_id
      where c.id = ${commentId} and ${publicRow("b")} ${sameBlog}`,
    ownLike: sql`comment_id = ${commentId}`,
    likedComment: sql`id`,
    counted: comments,
    blogFound: blogId === null ? sql`1` : sql`(select count(*) from blogs where id = ${blogId} and ${publicRow("blogs")})::int`,
  };
}

interface ToggleRow {
  found: number;
  blog_found: number;
  blog_id: number | null;
  inserted: number;
  removed: number;
  likes_count: number | null;
}

/** node-postgres and PGlite both answer raw SQL with `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Likes if the visitor has not liked the target yet, unlikes otherwise, keeping the counter
 * equal to the number of like rows whatever the concurrency. Unknown posts and comments, drafts
 * and a comment that belongs to another post answer 404.
 */
export async function toggleLike(db: Database, visitorId: string, target: ToggleTarget): Promise<ToggleResult> {
  for (let attempt = 0; attempt < MAX_TOGGLE_ATTEMPTS; attempt += 1) {
    let row: ToggleRow | undefined;
    try {
      [row] = rowsOf<ToggleRow>(await db.execute(toggleStatement(visitorId, target)));
    } catch (error) {
      // The post or comment was deleted while the like was being written.
      if (sqlStateOf(error) === "23503") throw notFound(target.commentId === null ? "Blog not found" : "Comment not found");
      throw error;
    }
    if (!row || Number(row.blog_found) === 0) throw notFound("Blog not found");
    if (Number(row.found) === 0 || row.likes_count === null || row.blog_id === null) {
      throw notFound("Comment not found");
    }
    const result = { blogId: Number(row.blog_id), likesCount: Number(row.likes_count) };
    if (Number(row.inserted) > 0) return { ...result, liked: true };
    if (Number(row.removed) > 0) return { ...result, liked: false };
    // A concurrent click of the same visitor changed the row under us: go again on fresh data.
  }
  throw new HttpError(409, "This like is changing too quickly; please try again");
}

export async function likeState(db: Database, target: LikeTarget): Promise<LikeState> {
  const [row] = await db.select({ id: likes.id }).from(likes).where(likeRowMatches(target)).limit(1);
  const [counter] =
    target.commentId === null
      ? await db.select({ likesCount: blogs.likesCount }).from(blogs).where(eq(blogs.id, target.blogId))
      : await db.select({ likesCount: comments.likesCount }).from(comments).where(eq(comments.id, target.commentId));
  return { liked: Boolean(row), likesCount: Math.max(0, counter?.likesCount ?? 0) };
}

export async function likesOfVisitor(
  db: Database,
  visitorId: string,
): Promise<{ blog_ids: number[]; comment_ids: number[] }> {
  const [posts, ownComments] = await Promise.all([
    db
      .select({ id: likes.blogId })
      .from(likes)
      .where(and(eq(likes.visitorId, visitorId), isNull(likes.commentId)))
      .orderBy(likes.blogId),
    db
      .select({ id: likes.commentId })
      .from(likes)
      .where(and(eq(likes.visitorId, visitorId), isNotNull(likes.commentId)))
      .orderBy(likes.commentId),
  ]);
  return {
    blog_ids: posts.map((row) => row.id),
    comment_ids: ownComments.map((row) => row.id).filter((id): id is number => id !== null),
  };
}
