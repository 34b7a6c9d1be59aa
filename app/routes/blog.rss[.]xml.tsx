import { getPosts } from "~/lib/blog/blog-index.server";
import { rssFeed } from "~/lib/blog/rss.server";
import { getEnv } from "~/lib/env.server";

export async function loader() {
  const posts = await getPosts().catch(() => null);
  if (!posts) return new Response("The feed is unavailable just now.", { status: 503, headers: { "Retry-After": "60" } });
  return new Response(await rssFeed(posts, getEnv().SITE_URL), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
