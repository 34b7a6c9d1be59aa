import { type SQL, sql } from "drizzle-orm";
import type { PostStatus } from "../../contract/posts";
import { blogs } from "../db/schema";

/**
 * The status rule of contract/posts.ts in SQL, against the database's clock: visitors see a post
 * only once it is published and its time (if any) has come.
 */
export const isPublicPost: SQL = sql`(${blogs.isPublished} and (${blogs.publishAt} is null or ${blogs.publishAt} <= now()))`;

/** The same rule for raw SQL over `blogs` under the alias `table`. */
export const publicRow = (table: "blogs" | "b"): SQL =>
  sql.raw(`(${table}.is_published and (${table}.publish_at is null or ${table}.publish_at <= now()))`);

export const STATUS_CONDITIONS: Record<PostStatus, SQL> = {
  draft: sql`not ${blogs.isPublished}`,
  scheduled: sql`(${blogs.isPublished} and ${blogs.publishAt} > now())`,
  published: isPublicPost,
};

/** Newest first by the time a post went public (a scheduled one by its time), then by id. */
export const PUBLIC_ORDER: SQL[] = [sql`coalesce(${blogs.publishAt}, ${blogs.createdAt}) desc`, sql`${blogs.id} desc`];
