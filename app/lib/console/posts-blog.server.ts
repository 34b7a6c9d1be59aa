import type { AppLoadContext } from "@remix-run/node";
import { sanitizeArticleHtml } from "../../../contract/article-html";
import { ApiError } from "../api-client.server";
import type { Article } from "../blog/article.server";
import { mapPost } from "../blog/map-post.server";
import type { Post } from "../blog/post";
import type { PostStatus } from "./posts";
import { postsApi } from "./posts-api.server";
import { staffOnPage, type StaffOnPage } from "./staff-on-page.server";

/** A signed-in staff member's blog pages are theirs alone: never stored, by anyone. */
export const STAFF_BLOG_CACHE_CONTROL = "private, no-store";

export type StaffArticle = Article & { status: PostStatus };

/** The blog as a signed-in staff member sees it: every post, drafts and scheduled ones too. */
export interface StaffBlogView {
  /** Who is signed in, asked once per page (the post page's moderation reuses it). */
  staff: StaffOnPage;
  /** Every post, newest first, and the ids of those still waiting for their time. */
  posts(): Promise<{ posts: Post[]; scheduled: string[] }>;
  /** Any post by slug, whatever its status, or null when there is none. */
  article(slug: string): Promise<StaffArticle | null>;
}

/** The staff view for a signed-in staff member, or null for every visitor (who never waits on it). */
export async function staffBlogView(request: Request, context: Pick<AppLoadContext, "clientIp">): Promise<StaffBlogView | null> {
  const staff = await staffOnPage(request, context);
  if (!staff) return null;
  const { caller } = staff;
  return {
    staff,
    async posts() {
      const blogs = await postsApi.blogs(caller);
      return {
        posts: blogs.map(mapPost),
        scheduled: blogs.filter((blog) => blog.status === "scheduled").map((blog) => blog.id),
      };
    },
    async article(slug) {
      try {
        const blog = await postsApi.blogBySlug(caller, slug);
        return {
          ...mapPost(blog),
          status: blog.status,
          html: sanitizeArticleHtml(blog.content),
          publishedAt: blog.created_at ?? "",
          updatedAt: blog.updated_at ?? blog.created_at ?? "",
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
