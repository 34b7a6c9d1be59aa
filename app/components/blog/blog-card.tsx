import { Link } from "@remix-run/react";
import { DEFAULT_TAG, formatPostDate, truncate, type Post } from "~/lib/blog/post";
import { Icon } from "~/components/icon";
import { fetchPriority } from "~/lib/fetch-priority";

interface BlogCardProps {
  post: Post;
  excerptLength: number;
  headingLevel?: 2 | 3;
  /**
   * How the cover loads: "lazy" as it nears the viewport; "eager" with the page, for the first
   * screen; "background" with the page at low priority, for a carousel, where a lazy picture
   * would only start loading as it slides in.
   */
  cover?: "lazy" | "eager" | "background";
  /** Staff's view of /blog: a post that visitors see only from its publishing time. */
  scheduled?: boolean;
}

/** A post's card; the whole card opens the post through its title link's stretched hit area. */
export function BlogCard({ post, excerptLength, headingLevel = 2, cover = "lazy", scheduled = false }: BlogCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card blog-card">
      <div className="blog-card-media">
        <img
          src={post.cover}
          alt={post.alt}
          width={1200}
          height={630}
          loading={cover === "lazy" ? "lazy" : "eager"}
          {...fetchPriority(cover === "background" ? "low" : undefined)}
        />
        <span className="blog-card-tag">{post.tags[0] ?? DEFAULT_TAG}</span>
        {post.is_published ? null : <span className="blog-card-draft">Draft</span>}
        {scheduled ? <span className="blog-card-draft">Scheduled</span> : null}
      </div>
      <div className="blog-card-body">
        <p className="blog-card-meta">
          <span>{post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
        <Heading className="blog-card-title">
          <Link to={`/blog/${post.slug}`} className="stretched-link">
            {post.title}
          </Link>
        </Heading>
        <p>{truncate(post.excerpt, excerptLength)}</p>
        <span className="text-link blog-card-more" aria-hidden="true">
          Read More <Icon name="arrow-right" size={18} />
        </span>
      </div>
    </article>
  );
}
