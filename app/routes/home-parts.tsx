import type { LoaderFunctionArgs } from "@remix-run/node";
import { homeLowerSections } from "~/lib/home/home-data.server";
import { CDN_CACHE_CONTROL, cacheControl } from "~/lib/http/cache-control.server";
import { PREVIEW_HEADERS } from "~/lib/site-content/preview.server";

/**
 * Home's lower sections' data, for the sections to hydrate with when their code loads (the
 * document leaves it out of its hydration data: app/lib/shell/held-parts.server.ts). The same for
 * every visitor, so it is shared and kept like a page (the server's page cache, a CDN); with any
 * query (a staff preview's `?preview=draft`, which gets the drafts) it is private and never kept,
 * so made-up queries cannot fill the cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parts = await homeLowerSections({ request, context });
  const headers = new URL(request.url).search
    ? PREVIEW_HEADERS
    : { "Cache-Control": cacheControl.shared, "CDN-Cache-Control": CDN_CACHE_CONTROL };
  return Response.json(parts, { headers });
}
