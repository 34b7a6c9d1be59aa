import { getEnv } from "~/lib/env.server";
import { sitemapEntries, sitemapXml } from "~/lib/sitemap.server";

export async function loader() {
  const xml = sitemapXml(getEnv().SITE_URL, await sitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
