import { Feed } from "feed";
import { company } from "~/content/company";
import { absoluteUrl, DEFAULT_OG_IMAGE } from "../seo";
import type { Post } from "./post";
import { publishedPosts } from "./published";

const FEED_SIZE = 20;

/** RSS 2.0 of the latest published posts. */
export function rssFeed(posts: readonly Post[], siteUrl: string): string {
  const published = publishedPosts(posts).slice(0, FEED_SIZE);
  const feed = new Feed({
    title: `${company.name} Blog`,
    description: "Practical advice on building products, brands and growth.",
    id: absoluteUrl(siteUrl, "/blog"),
    link: absoluteUrl(siteUrl, "/blog"),
    language: "en-IN",
    image: absoluteUrl(siteUrl, DEFAULT_OG_IMAGE),
    favicon: absoluteUrl(siteUrl, "/favicon.ico"),
    copyright: `© ${new Date().getFullYear()} ${company.legalName}`,
    updated: published[0] ? new Date(published[0].date) : undefined,
    feedLinks: { rss: absoluteUrl(siteUrl, "/blog/rss.xml") },
  });
  for (const post of published) {
    const link = absoluteUrl(siteUrl, `/blog/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      author: [{ name: post.author }],
      date: new Date(post.date || Date.now()),
      category: post.tags.map((name) => ({ name })),
      image: absoluteUrl(siteUrl, post.cover),
    });
  }
  return feed.rss2();
}
