import type { LoaderFunctionArgs } from "@remix-run/node";
import { homeData } from "~/lib/home/home-data.server";

/**
 * Home's lower sections' data, for the sections to hydrate with when their code loads (the
 * document leaves it out of its hydration data: app/lib/shell/held-parts.server.ts). Takes the
 * page's query, so a staff preview (`?preview=draft`) gets the drafts; never cached, as it may be one.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { later } = await homeData({ request, context });
  return Response.json(later, { headers: { "Cache-Control": "private, no-store" } });
}
