import type { PostJson, PostSummaryJson } from "../../contract/answers/console";
import { and, count, desc, type SQL, sql } from "drizzle-orm";
import { type PostStatus, postStatus } from "../../contract/posts";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";
import type { BlogRow } from "./blog-json";
import { type Page, pageOf } from "./paging";
import { STATUS_CONDITIONS } from "./post-visibility";

export interface PostFilters {
  q?: string;
  status?: PostStatus;
}

export function toPostSummary(row: BlogRow, now = new Date()): PostSummaryJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: postStatus(row.isPublished, row.publishAt, now),
    publish_at: row.publishAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author_name: row.authorName,
    tags: row.tags,
    cover_image: row.coverImage,
  };
}

export function toPostJson(row: BlogRow, now = new Date()): PostJson {
  const summary = toPostSummary(row, now);
  return {
    ...summary,
    // Posts written as HTML before Markdown editing existed: HTML is valid Markdown and renders to itself.
    markdown: row.contentMarkdown ?? row.content,
    content: row.content,
    excerpt: row.excerpt,
    alt_tag: row.altTag,
    public_url: summary.status === "published" ? `/blog/${row.slug}` : null,
  };
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: PostFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(STATUS_CONDITIONS[filters.status]);
  if (filters.q) {
    const pattern = containing(filters.q);
    conditions.push(
      sql`(${blogs.title} ilike ${pattern} or ${blogs.slug} ilike ${pattern} or ${blogs.authorName} ilike ${pattern}
        or exists (select 1 from unnest(${blogs.tags}) as tag where tag ilike ${pattern}))`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Every post of any status, newest change first. */
export async function pageOfPosts(db: Database, filters: PostFilters, page: number, perPage: number): Promise<Page<PostSummaryJson>> {
  const where = whereOf(filters);
  const now = new Date();
  return pageOf(
    page,
    perPage,
    (limit, offset) =>
      db.select().from(blogs).where(where).orderBy(desc(blogs.updatedAt), desc(blogs.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(blogs)
      .where(where)
      .then(([row]) => row.total),
    (row) => toPostSummary(row, now),
  );
}
