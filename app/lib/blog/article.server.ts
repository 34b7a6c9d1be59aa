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

/** One post by slug, or null when the API says it does not exist. */
export async function fetchArticle(slug: string): Promise<Article | null> {
  let body: unknown;
  try {
    body = await apiRequest(`/blogs/slug/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
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
