import { Link } from "@remix-run/react";
import { formatPostDate, type Post } from "~/lib/blog/post";

interface BlogSidebarProps {
  tags: readonly string[];
  recent: readonly Post[];
}

export function BlogSidebar({ tags, recent }: BlogSidebarProps) {
  return (
    <aside className="blog-sidebar" aria-label="More from the blog">
      <section className="card" aria-labelledby="categories-title">
        <h2 id="categories-title">Categories</h2>
        <ul className="category-list">
          <li>
            <Link to="/blog">All</Link>
          </li>
          {tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">Recent Post</h2>
        <ul className="recent-list">
          {recent.map((post) => (
            <li key={post.id}>
              <img src={post.cover} alt="" width={96} height={50} loading="lazy" />
              <div>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
