import { Link } from "@remix-run/react";
import { BlogCard } from "~/components/blog/blog-card";
import { sectionIntros } from "~/content/home";
import type { Post } from "~/lib/blog/post";
import { SectionHead } from "../section-head";

const TEASER_EXCERPT_LENGTH = 150;

export function LatestPosts({ posts }: { posts: readonly Post[] }) {
  if (posts.length === 0) return null;
  const intro = sectionIntros.blog;
  return (
    <section className="section" aria-labelledby="latest-posts-title">
      <div className="container">
        <SectionHead id="latest-posts-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
        <ul className="scroll-row latest-posts">
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} excerptLength={TEASER_EXCERPT_LENGTH} headingLevel={3} />
            </li>
          ))}
        </ul>
        <p className="center">
          <Link to="/blog" className="btn btn--primary">
            View All Blog Posts
          </Link>
        </p>
      </div>
    </section>
  );
}
