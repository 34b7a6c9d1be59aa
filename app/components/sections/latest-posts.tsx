import { Link } from "@remix-run/react";
import { BlogCard } from "~/components/blog/blog-card";
import { Carousel } from "~/components/carousel/carousel";
import { sectionIntros } from "~/content/home";
import type { Post } from "~/lib/blog/post";
import { HeadedSection } from "../shell/headed-section";

export const TEASER_EXCERPT_LENGTH = 150;
const AUTOPLAY_MS = 5_000;

export function LatestPosts({ posts }: { posts: readonly Post[] }) {
  if (posts.length === 0) return null;
  return (
    <HeadedSection titleId="latest-posts-title" {...sectionIntros.blog}>
      <Carousel
        label="Latest articles"
        className="latest-posts"
        perView={{ base: 1, md: 2, lg: 2, xl: 3 }}
        autoplayMs={AUTOPLAY_MS}
        slides={posts.map((post) => ({
          key: post.id,
          content: <BlogCard post={post} excerptLength={TEASER_EXCERPT_LENGTH} headingLevel={3} cover="background" />,
        }))}
      />
      <p className="center">
        <Link to="/blog" className="btn btn--primary">
          View All Blog Posts
        </Link>
      </p>
    </HeadedSection>
  );
}
