import { type PostStatus, postStatus } from "../../contract/posts";
import type { blogs } from "../db/schema";

export type BlogRow = typeof blogs.$inferSelect;

/**
 * The blog shape of the spec (section 3), shared by every public endpoint and realtime event.
 * Authors' email addresses are never part of it: the public has no use for them.
 */
export interface BlogJson {
  id: number;
  slug: string;
  title: string;
  content: string;
  /** Staff's own excerpt, or null: the site then takes the start of the content. */
  excerpt: string | null;
  cover_image: string | null;
  alt_tag: string | null;
  author_info: { name: string };
  tags: string[];
  /** When the post went public (its scheduled time when it had one), so the list reads in that order. */
  created_at: string;
  updated_at: string;
  likes_count: number;
  comments_count: number;
  is_published: boolean;
}

/** The same post as staff see it on the site: any status, and which one. */
export interface StaffBlogJson extends BlogJson {
  status: PostStatus;
}

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
