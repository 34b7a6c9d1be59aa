import { Feed } from "feed";
import { company } from "~/content/company";
import { LOGO_PNG } from "../shell/organization";
import { absoluteUrl } from "../seo";
import type { Post } from "./post";
import { imageEnclosure } from "./enclosure.server";
import { publishedPosts } from "./published";

const FEED_SIZE = 20;
const DC_NAMESPACE = 'xmlns:dc="http://purl.org/dc/elements/1.1/"';

/**
 * RSS 2.0 of the latest published posts. Authors go in dc:creator: RSS's own <author> must be an
 * email address, and the authors' addresses are not published.
 */
export async function rssFeed(posts: readonly Post[], siteUrl: string): Promise<string> {
  const published = publishedPosts(posts).slice(0, FEED_SIZE);
  const feed = new Feed({
    title: `${company.name} Blog`,
    description: "Practical advice on building products, brands and growth.",
    id: absoluteUrl(siteUrl, "/blog"),
    link: absoluteUrl(siteUrl, "/blog"),
    language: "en-IN",
    image: absoluteUrl(siteUrl, LOGO_PNG.path),
    favicon: absoluteUrl(siteUrl, "/favicon.ico"),
    copyright: `© ${new Date().getFullYear()} ${company.legalName}`,
    updated: published[0] ? new Date(published[0].date) : undefined,
    feedLinks: { rss: absoluteUrl(siteUrl, "/blog/rss.xml") },
  });
  const enclosures = await Promise.all(published.map((post) => imageEnclosure(post.cover, siteUrl)));
  for (const [index, post] of published.entries()) {
    const link = absoluteUrl(siteUrl, `/blog/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      extensions: [{ name: "dc:creator", objects: { _cdata: post.author } }],
      date: new Date(post.date || Date.now()),
      category: post.tags.map((name) => ({ name })),
      image: enclosures[index],
    });
  }
  // The feed library declares the Dublin Core namespace only for full-content items.
  const xml = feed.rss2();
  return xml.includes(DC_NAMESPACE) ? xml : xml.replace("<rss ", `<rss ${DC_NAMESPACE} `);
}
