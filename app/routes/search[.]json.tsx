import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchSite } from "~/lib/site-search.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const results = await searchSite(query);
  return Response.json({ results }, { headers: { "Cache-Control": "public, max-age=60" } });
}
