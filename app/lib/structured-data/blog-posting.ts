import type { Article } from "../blog/article.server";
import { OG_IMAGE_SIZE, postImagePath } from "../og-image/paths";
import { organizationReference } from "../shell/organization";
import { absoluteUrl } from "../seo";
import { indiaDateTime } from "./date-time";
import { SCHEMA_CONTEXT } from "../shell/structured-data/json-ld";

type PostingInput = Pick<
  Article,
  "slug" | "title" | "excerpt" | "author" | "tags" | "date" | "publishedAt" | "updatedAt"
>;

/** schema.org BlogPosting of a post page; its image is the post's own share card. */
export function blogPostingJsonLd(post: PostingInput, siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/blog/${post.slug}`);
  const published = indiaDateTime(post.publishedAt || post.date);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(siteUrl, postImagePath(post.slug, post.updatedAt)),
      ...OG_IMAGE_SIZE,
    },
    datePublished: published,
    dateModified: indiaDateTime(post.updatedAt) || published,
    author: { "@type": "Person", name: post.author },
    publisher: organizationReference(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: post.tags.join(", "),
    inLanguage: "en-IN",
  };
}
