import type { AppLoadContext } from "@remix-run/node";
import { invalidatePosts } from "./blog-index.server";
import { openOpenings } from "../openings.server";
import { invalidateSiteContent } from "../site-content/published.server";
import { publishedCaseStudies } from "../work.server";

type BlogChangeFeed = NonNullable<AppLoadContext["blogChanges"]>;

const followed = new WeakSet<BlogChangeFeed>();

/**
 * The server hears of published posts on the API's realtime channel and passes the news in the
 * load context; from the first request that brings it, the blog index refreshes on each one.
 */
export function followBlogChanges(feed: BlogChangeFeed | undefined): void {
  if (!feed || followed.has(feed)) return;
  followed.add(feed);
  feed.subscribe(invalidatePosts);
  // The same feed carries changes to openings and case studies (Career and About).
  feed.subscribe(openOpenings.invalidate);
  feed.subscribe(publishedCaseStudies.invalidate);
  // And published site content (company facts, services, …), shown on every page.
  feed.subscribe(invalidateSiteContent);
}
