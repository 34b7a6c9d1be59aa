import { sanitizeArticleHtml } from "../../../contract/article-html";
import { ApiError, apiRequest } from "../api-client.server";
import { apiBlogSchema } from "../blog-api.server";
import { mapPost } from "./map-post.server";
import type { Post } from "./post";

export interface Article extends Post {
  /** Sanitised HTML, safe to render. */
  html: string;
  /** Full ISO date-times from the API, for structured data and the share image's version. */
  publishedAt: string;
  updatedAt: string;
}

/** The by-slug answer's shape is not fixed: accept the blog itself or one wrapped in data/blog. */
function unwrapBlog(body: unknown): unknown {
  if (body && typeof body === "object" && !("slug" in body)) {
    const record = body as Record<string, unknown>;
    return record.data ?? record.blog ?? body;
  }
  return body;
}

/** The slug a 301 from the API names (`{ message: "Moved", slug }`), when that is what it was. */
function movedTo(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 301) return null;
  const slug = (error.body as { slug?: unknown } | null)?.slug;
  return typeof slug === "string" && slug ? slug : null;
}

/**
 * One post by slug, or null when the API says it does not exist. A renamed post's old slug
 * gives the post under its current slug (the caller compares and redirects).
 */
export async function fetchArticle(slug: string, redirectsLeft = 1): Promise<Article | null> {
  let body: unknown;
  try {
    // fetch follows the API's 301 by itself; a client that does not lands in the catch.
    body = await apiRequest(`/blogs/slug/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    const current = movedTo(error);
    if (current && redirectsLeft > 0) return fetchArticle(current, redirectsLeft - 1);
    throw error;
  }
  const blog = apiBlogSchema.safeParse(unwrapBlog(body));
  if (!blog.success) throw new ApiError("Invalid response format", null);
  return {
    ...mapPost(blog.data),
    html: sanitizeArticleHtml(blog.data.content),
    publishedAt: blog.data.created_at ?? "",
    updatedAt: blog.data.updated_at ?? blog.data.created_at ?? "",
  };
}
