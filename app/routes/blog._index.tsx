import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { BlogCard } from "~/components/blog/blog-card";
import { BlogFilters } from "~/components/blog/blog-filters";
import { Pagination } from "~/components/blog/pagination";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { getPosts } from "~/lib/blog/blog-index.server";
import { STAFF_BLOG_CACHE_CONTROL, staffBlogView } from "~/lib/console/posts-blog.server";
import { allTags, listPosts, parseListQuery } from "~/lib/blog/list-query";
import { useLivePostList } from "~/lib/blog/use-live-blog";
import { pageMeta } from "~/lib/shell/page-meta";
import { blogJsonLd, postItemListJsonLd } from "~/lib/structured-data/blog";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const LIST_EXCERPT_LENGTH = 160;

/** Cards in the grid's first row at its widest. */
const FIRST_ROW = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  // Staff see every post, drafts and scheduled ones marked; visitors get the cached list as ever.
  const staffView = await staffBlogView(request, context);
  const listed = await (staffView ? staffView.posts() : getPosts().then((posts) => ({ posts, scheduled: [] as string[] }))).catch(
    (error: unknown) => {
      console.warn("Blog list unavailable:", error);
      return null;
    },
  );
  const posts = listed?.posts ?? null;
  const payload = {
    query,
    result: listPosts(posts ?? [], query),
    tags: allTags(posts ?? []),
    // Enough of every post for suggestions in the browser; a few KB for the whole blog.
    searchable: (posts ?? []).map(({ slug, title, excerpt, author, tags }) => ({ slug, title, excerpt, author, tags })),
    unavailable: posts === null,
    scheduled: listed?.scheduled ?? [],
  };
  return data(payload, { headers: staffView ? { "Cache-Control": STAFF_BLOG_CACHE_CONTROL } : {} });
}

/** The staff view says it must not be stored; a visitor's list keeps the site's default. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const stated = loaderHeaders.get("Cache-Control");
  if (stated) headers.set("Cache-Control", stated);
  return headers;
};

const breadcrumb: Breadcrumb = { title: "Blog" };

export const meta = pageMeta<typeof loader>("/blog", {
  breadcrumb,
  structuredData: (siteUrl, data) => {
    const posts = data?.result.posts ?? [];
    return [blogJsonLd(posts, siteUrl), postItemListJsonLd(posts, siteUrl)];
  },
});

export default function BlogList() {
  const { query, result, tags, searchable, unavailable, scheduled } = useLoaderData<typeof loader>();
  const filtered = Boolean(query.q || query.tag);
  useLivePostList();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Practical advice on building products, brands and growth, from the people who do it every day.</p>
      </BreadcrumbHero>
      <section className="section">
        <div className="container">
          <BlogFilters query={query} tags={tags} searchable={searchable} />

          {unavailable ? (
            <p className="notice" role="status">
              Our articles could not be loaded just now. Please try again in a moment.
            </p>
          ) : result.total === 0 ? (
            <div className="notice" role="status">
              <p>No articles match your search.</p>
              {filtered ? <Link to="/blog">Show All Articles</Link> : null}
            </div>
          ) : (
            <>
              <p className="blog-summary" role="status">
                Showing {result.from} to {result.to} of {result.total} posts
              </p>
              <ul className="grid grid--3 blog-grid">
                {result.posts.map((post, index) => (
                  <li key={post.id}>
                    {/* The first row is in view at once: its covers must not wait to be lazy-loaded. */}
                    <BlogCard
                      post={post}
                      excerptLength={LIST_EXCERPT_LENGTH}
                      cover={index < FIRST_ROW ? "eager" : "lazy"}
                      scheduled={scheduled.includes(post.id)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination query={query} page={result.page} pageCount={result.pageCount} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
