import type { ApiBlog } from "../blog-api.server";
import { htmlToText } from "./html-text";
import { DEFAULT_AUTHOR, DEFAULT_COVER, DEFAULT_TAG, STORED_EXCERPT_LENGTH, type Post } from "./post";

/** The API's blog mapped to the post as shown, with the spec's defaults. */
export function mapPost(blog: ApiBlog): Post {
  const tags = (blog.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  return {
    id: blog.id,
    slug: blog.slug,
    title: blog.title,
    excerpt: blog.excerpt?.trim() || htmlToText(blog.content).slice(0, STORED_EXCERPT_LENGTH),
    cover: blog.cover_image || DEFAULT_COVER,
    alt: blog.alt_tag || blog.title,
    author: blog.author_info?.name?.trim() || DEFAULT_AUTHOR,
    date: (blog.created_at ?? "").slice(0, 10),
    tags: tags.length > 0 ? tags : [DEFAULT_TAG],
    likes_count: Math.max(0, blog.likes_count),
    comments_count: Math.max(0, blog.comments_count),
    is_published: blog.is_published,
  };
}
