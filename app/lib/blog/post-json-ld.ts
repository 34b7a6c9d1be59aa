import { company } from "~/content/company";
import { absoluteUrl } from "../seo";
import type { Post } from "./post";

export function blogPostingJsonLd(post: Post & { updated: string }, siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(siteUrl, post.cover),
    datePublished: post.date,
    dateModified: post.updated || post.date,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: company.name, logo: absoluteUrl(siteUrl, "/favicon.svg") },
    mainEntityOfPage: url,
    keywords: post.tags.join(", "),
  };
}
