import type { BlogJson, StaffBlogJson } from "../../contract/answers/blogs";
import { postStatus } from "../../contract/posts";
import type { blogs } from "../db/schema";

export type BlogRow = typeof blogs.$inferSelect;

/** The blog shape of every public endpoint and realtime event (contract/answers/blogs.ts). */
export type { BlogJson, StaffBlogJson };

export function toBlogJson(row: BlogRow): BlogJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    alt_tag: row.altTag,
    author_info: { name: row.authorName },
    tags: row.tags,
    created_at: (row.publishAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    likes_count: Math.max(0, row.likesCount),
    comments_count: Math.max(0, row.commentsCount),
    is_published: row.isPublished,
  };
}

export function toStaffBlogJson(row: BlogRow, now = new Date()): StaffBlogJson {
  return { ...toBlogJson(row), status: postStatus(row.isPublished, row.publishAt, now) };
}
