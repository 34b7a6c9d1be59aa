import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, redirect, useLoaderData } from "@remix-run/react";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { PostEngagement } from "~/components/blog/post-engagement";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { NotFoundView } from "~/components/not-found-view";
import { PostPreviewBanner } from "~/components/console/post-preview-banner";
import { STAFF_BLOG_CACHE_CONTROL, staffBlogView } from "~/lib/console/posts-blog.server";
import { formConstraints } from "~/lib/forms/constraints.server";
import { formHeaders } from "~/lib/forms/headers";
import { handleCommentAction } from "~/lib/blog/comment-action.server";
import { handleStaffCommentAction, isStaffCommentIntent } from "~/lib/blog/comment-moderation.server";
import { handleButtonAction, unreadablePostReply } from "~/lib/blog/post-actions.server";
import { loadPostPage } from "~/lib/blog/post-page.server";
import { formatPostDate, truncate } from "~/lib/blog/post";
import { cacheControl, hasPersonalCookie } from "~/lib/http/cache-control.server";
import { readPageForm } from "~/lib/http/read-form.server";
import { notFoundMeta } from "~/lib/not-found-meta";
import { postImagePath } from "~/lib/og-image/paths";
import { seo, siteUrlFrom } from "~/lib/seo";
import { blogPostingJsonLd } from "~/lib/structured-data/blog-posting";
import { breadcrumbListJsonLd, type Breadcrumb } from "~/lib/structured-data/breadcrumb-list";
import { jsonLdMeta } from "~/lib/shell/structured-data/json-ld";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  // Staff also open drafts and scheduled posts, as a preview; visitors never wait on this.
  const staffView = await staffBlogView(request, context);
  const loaded = await loadPostPage(request, slug, context, staffView);
  // A post that is missing or fails to load answers 404 with the 'Post not found' view.
  if (!loaded) throw data({ slug }, { status: 404, headers: staffView ? { "Cache-Control": STAFF_BLOG_CACHE_CONTROL } : {} });
  // A renamed post's old address keeps working, permanently moved.
  if ("movedTo" in loaded) throw redirect(`/blog/${encodeURIComponent(loaded.movedTo)}`, 301);
  // Like state and comment ownership are a returning visitor's own; a first-time reader's page
  // is the same for everyone.
  const personal = staffView ? STAFF_BLOG_CACHE_CONTROL : hasPersonalCookie(request) ? cacheControl.personal : cacheControl.shared;
  loaded.headers.set("Cache-Control", personal);
  loaded.headers.set("Vary", "Cookie");
  const status = "status" in loaded.page.article ? loaded.page.article.status : undefined;
  if (status && status !== "published") loaded.headers.set("X-Robots-Tag", "noindex, nofollow");
  return data({ ...loaded.page, status, constraint: formConstraints.comment }, { headers: loaded.headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readPageForm(request);
  if (!read.ok) return unreadablePostReply(read);
  const { formData } = read;
  if (formData.get("intent") === "comment") return handleCommentAction({ request, context, formData });
  if (isStaffCommentIntent(formData.get("intent"))) return handleStaffCommentAction(request, formData, context);
  return handleButtonAction(request, formData, context);
}

export const headers: HeadersFunction = (args) => {
  const headers = formHeaders(args) as Headers;
  const stated = args.loaderHeaders.get("Cache-Control");
  if (stated) headers.set("Cache-Control", stated);
  const vary = args.loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  const robots = args.loaderHeaders.get("X-Robots-Tag");
  if (robots) headers.set("X-Robots-Tag", robots);
  return headers;
};

const POST_NOT_FOUND = {
  title: "Post not found | Vyom Digital",
  description: "This article is not available. Browse the latest articles on our blog.",
};

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) return notFoundMeta(POST_NOT_FOUND, `${siteUrl}${location.pathname}`);
  const { article } = loaderData;
  return [
    ...seo({
      title: `${article.title} | Vyom Digital`,
      // At most 160 characters, the ellipsis included.
      description: article.excerpt.length > 160 ? truncate(article.excerpt, 157) : article.excerpt,
      keywords: article.tags.join(", "),
      path: `/blog/${article.slug}`,
      image: { path: postImagePath(article.slug, article.updatedAt), alt: `${article.title}, by ${article.author}` },
      type: "article",
      siteUrl,
    }),
    jsonLdMeta(blogPostingJsonLd(article, siteUrl)),
    jsonLdMeta(breadcrumbListJsonLd(postBreadcrumb(article.title), `/blog/${article.slug}`, siteUrl)),
    ...(loaderData.status && loaderData.status !== "published" ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
};

const postBreadcrumb = (title: string): Breadcrumb => ({ title, parentLabel: "Blog", parentTo: "/blog", active: "Article" });

export default function BlogPost() {
  const { article, status, tags, recent, liked, comments, confirmDelete, moderator } = useLoaderData<typeof loader>();
  return (
    <>
      <PostPreviewBanner id={article.id} status={status} />
      <BreadcrumbHero {...postBreadcrumb(article.title)}>
        <p className="post-meta">
          By {article.author} · <time dateTime={article.date}>{formatPostDate(article.date)}</time>
        </p>
      </BreadcrumbHero>
      <section className="section">
        <div className="container blog-layout">
          <article className="post">
            <img className="post-cover" src={article.cover} alt={article.alt} width={1200} height={630} />
            <ul className="post-tags" aria-label="Tags">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className="pill">
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="prose post-body" dangerouslySetInnerHTML={{ __html: article.html }} />
            <PostEngagement
              key={article.id}
              blogId={article.id}
              liked={liked}
              likesCount={article.likes_count}
              commentsCount={article.comments_count}
              comments={comments}
              confirmDelete={confirmDelete}
              moderator={moderator}
            />
          </article>
          <BlogSidebar tags={tags} recent={recent} />
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView title="Post not found" parentLabel="Blog" parentTo="/blog" containerClassName="blog-layout">
      <article className="post">
        <p className="notice">Article not available</p>
        <Link to="/blog" className="btn btn--primary">
          Back to the Blog
        </Link>
      </article>
    </NotFoundView>
  );
}
