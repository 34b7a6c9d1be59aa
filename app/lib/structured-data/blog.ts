import { company } from "~/content/company";
import type { Post } from "../blog/post";
import { organizationReference } from "../shell/organization";
import { absoluteUrl } from "../seo";
import { indiaDateTime } from "./date-time";
import { SCHEMA_CONTEXT } from "../shell/structured-data/json-ld";

const postUrl = (post: Post, siteUrl: string) => absoluteUrl(siteUrl, `/blog/${post.slug}`);

/** schema.org Blog for /blog, listing the posts the page shows. */
export function blogJsonLd(posts: readonly Post[], siteUrl: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Blog",
    name: `${company.name} Blog`,
    url: absoluteUrl(siteUrl, "/blog"),
    publisher: organizationReference(siteUrl),
    inLanguage: "en-IN",
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: postUrl(post, siteUrl),
      datePublished: indiaDateTime(post.date),
      author: { "@type": "Person", name: post.author },
    })),
  };
}

/** schema.org ItemList of the posts on the page, in the order shown. */
export function postItemListJsonLd(posts: readonly Post[], siteUrl: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    itemListElement: posts.map((post, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: postUrl(post, siteUrl),
      name: post.title,
    })),
  };
}
