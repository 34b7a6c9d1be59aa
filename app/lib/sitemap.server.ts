import { sitePages } from "~/content/pages";
import { services } from "~/content/services";
import { fetchBlogs } from "./blog-api.server";
import { publishedPosts } from "./blog/published";

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every page, every service and every published post; posts are skipped if the API is down. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const posts = await fetchBlogs().catch(() => []);
  return [
    ...sitePages.map((page) => ({ path: page.path })),
    ...services.map((service) => ({ path: service.link })),
    ...publishedPosts(posts).map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: (post.updated_at ?? post.created_at ?? undefined)?.slice(0, 10),
    })),
  ];
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(siteUrl + entry.path)}</loc>${entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ""}\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
