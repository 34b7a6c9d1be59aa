import type { blogs } from "../db/schema";

export type BlogRow = typeof blogs.$inferSelect;

/** The blog shape of the spec (section 3), shared by every endpoint and realtime event. */
export interface BlogJson {
  id: number;
  slug: string;
  title: string;
  content: string;
  cover_image: string | null;
  alt_tag: string | null;
  author_info: { name: string; email: string | null };
  tags: string[];
  created_at: string;
  updated_at: string;
  likes_count: number;
  comments_count: number;
  is_published: boolean;
}

export function toBlogJson(row: BlogRow): BlogJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    cover_image: row.coverImage,
    alt_tag: row.altTag,
    author_info: { name: row.authorName, email: row.authorEmail },
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    likes_count: Math.max(0, row.likesCount),
    comments_count: Math.max(0, row.commentsCount),
    is_published: row.isPublished,
  };
}
