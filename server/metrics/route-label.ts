import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { LRUCache } from "lru-cache";

/** What Express leaves on a request it routed: the pattern that matched, under the router's mount path. */
interface RoutedRequest extends IncomingMessage {
  route?: { path: unknown };
  baseUrl?: string;
  originalUrl?: string;
}

/** Remix's routes as the router matches them: a tree from the build's flat list. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: routeTree(routes, route!.id) },
    );
}

/** Files (assets, icons) have an extension; pages do not (server/static-files.ts). */
const FILE_PATH = /\.[a-z0-9]+$/i;
/** Single fetch asks for a page's data at its path plus `.data` (`/_root.data` for the home page). */
const DATA_SUFFIX = /\.data$/;
/** Routes that stand for "no page here": a request for a file they answer was a missing static file. */
const CATCH_ALL = new Set(["root", "routes/$"]);

/**
 * A request's `route` label: a pattern from a short fixed list, never the URL itself, so visitors
 * cannot grow the number of series. The Express route pattern where one matched (`/api/leads/:id`,
 * `/healthz`), the Remix route id for pages (`routes/blog.$slug`), `static` for files.
 * Pages without a build to match against (development) are `page`.
 */
export function routeLabeller(build: ServerBuild | (() => Promise<ServerBuild>)): (req: IncomingMessage) => string {
  const tree = typeof build === "function" ? undefined : routeTree(build.routes);
  // Matching ranks every route: done once per path, for the paths asked most.
  const pages = new LRUCache<string, string>({ max: 2_000 });
  const pageRoute = (pathname: string): string => {
    if (!tree) return "page";
    let id = pages.get(pathname);
    if (id === undefined) {
      const path = DATA_SUFFIX.test(pathname) ? pathname.replace(DATA_SUFFIX, "").replace(/^\/_root$/, "/") : pathname;
      id = matchRoutes(tree, path)?.at(-1)?.route.id ?? "root";
      if (FILE_PATH.test(pathname) && CATCH_ALL.has(id)) id = "static";
      pages.set(pathname, id);
    }
    return id;
  };

  return (req) => {
    const routed = req as RoutedRequest;
    const pathname = (routed.originalUrl ?? req.url ?? "/").split("?")[0];
    const pattern = routed.route?.path;
    // Remix is mounted on every path (`*`): its pages are told apart by the route they match.
    if (typeof pattern === "string" && pattern !== "*") return `${routed.baseUrl ?? ""}${pattern}`;
    if (pathname === "/api" || pathname.startsWith("/api/")) return "/api/*";
    if (pathname.startsWith("/media/")) return "/media/*";
    return pageRoute(pathname);
  };
}
