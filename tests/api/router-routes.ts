import type { Router } from "express";

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
}

/** `/staff/comments/:commentId/:action(approve|hide|spam)` as OpenAPI writes it: `/staff/comments/{commentId}/{action}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");

/** The prefix a middleware is mounted at (`/media`), from the pattern Express made of it; "" at the root. */
function mountPathOf(regexp: Layer["regexp"]): string {
  if (regexp.fast_slash) return "";
  const match = /^\/\^\\\/(.*?)\\\/\?\(\?=\\\/\|\$\)\/i$/.exec(String(regexp));
  return match ? `/${match[1].replace(/\\\//g, "/")}` : String(regexp);
}

/**
 * Every route registered on an Express router and the routers mounted in it, as "get /blogs/{id}",
 * and the paths under which middleware that may answer is mounted (`/media`).
 */
export function registeredRoutes(router: Router): { routes: string[]; mounts: string[] } {
  const routes: string[] = [];
  const mounts = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== "_all")) {
          routes.push(`${method} ${openApiPath(layer.route.path)}`);
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
      else if (mountPathOf(layer.regexp)) mounts.add(mountPathOf(layer.regexp));
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return { routes, mounts: [...mounts] };
}
