import type { AppLoadContext } from "@remix-run/node";
import type { StaffArticle, StaffBlogView } from "../console/posts-blog.server";
import { readVisitor, type VisitorContext } from "../visitor.server";
import { heldCommentsFor } from "./comment-moderation.server";
import { fetchArticle, type Article } from "./article.server";
import { getPosts } from "./blog-index.server";
import { fetchComments, likeStatus, type ShownComment } from "./interactions.server";
import { allTags } from "./list-query";
import { publishedPosts } from "./published";

const RECENT_COUNT = 4;

/** A renamed post: its slug now. */
interface MovedPost {
  movedTo: string;
}

/**
 * Everything the post page shows, null when the post is missing or failed to load, or where a
 * renamed post lives now. Staff (their view, or null for a visitor) fetch the article another way
 * (drafts too) and see held comments; the rest of the page is the same.
 */
export async function loadPostPage(
  request: Request,
  slug: string,
  context: VisitorContext & Pick<AppLoadContext, "clientIp">,
  staffView: StaffBlogView | null = null,
) {
  const fetchPost = (wanted: string): Promise<Article | StaffArticle | null> =>
    staffView ? staffView.article(wanted) : fetchArticle(wanted);
  const article = await fetchPost(slug).catch((error: unknown) => {
    console.warn(`Post ${slug} failed to load:`, error);
    return null;
  });
  if (!article) return null;
  if (article.slug !== slug) return { movedTo: article.slug } as MovedPost;
  const visitor = await readVisitor(request, context);
  const staff = staffView?.staff ?? null;
  const [posts, apiComments, liked] = await Promise.all([
    getPosts().catch(() => []),
    fetchComments(article.id, visitor.id, Object.values(visitor.owned)),
    likeStatus(article.id, visitor.id),
  ]);
  const held = staff ? await heldCommentsFor(staff, article.id) : [];
  const listed = new Set(apiComments.map((comment) => comment.id));
  const merged = [...apiComments, ...held.filter((comment) => !listed.has(comment.id))].sort((a, b) =>
    (b.created_at ?? "").localeCompare(a.created_at ?? ""),
  );
  const comments: ShownComment[] = merged.map((comment) => ({
    ...comment,
    date: (comment.created_at ?? "").slice(0, 10),
    can_delete: comment.id in visitor.owned,
    held: comment.status === "held",
  }));
  const confirmDelete = new URL(request.url).searchParams.get("delete");
  return {
    page: {
      article,
      liked,
      comments,
      /** Signed-in staff get moderation buttons on every comment. */
      moderator: staff !== null,
      confirmDelete: comments.some((comment) => comment.id === confirmDelete && comment.can_delete) ? confirmDelete : null,
      tags: allTags(posts),
      recent: publishedPosts(posts).filter((post) => post.slug !== article.slug).slice(0, RECENT_COUNT),
    },
    headers: visitor.headers,
  };
}
