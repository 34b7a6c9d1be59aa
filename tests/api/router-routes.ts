import type { Router } from "express";
import { routesOf } from "./role-sweep";

interface Layer {
  route?: unknown;
  handle?: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
}

/** `/staff/comments/:commentId/:action(approve|hide|spam)` as OpenAPI writes it: `/staff/comments/{commentId}/{action}`. */
const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");

/** The prefix a middleware is mounted at (`/media`), from the pattern Express made of it; "" at the root. */
function mountPathOf(regexp: Layer["regexp"]): string {
  if (regexp.fast_slash) return "";
  const match = /^\/\^\\\/(.*?)\\\/\?\(\?=\\\/\|\$\)\/i$/.exec(String(regexp));
  return match ? `/${match[1].replace(/\\\//g, "/")}` : String(regexp);
}

/** Paths under which middleware that is not a route is mounted (`/media`, `/staff`). */
function mountsOf(router: Router): string[] {
  const mounts = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) continue;
      if (layer.handle?.stack) walk(layer.handle.stack);
      else if (mountPathOf(layer.regexp)) mounts.add(mountPathOf(layer.regexp));
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return [...mounts];
}

/** Every route of the router as "get /blogs/{id}", and the paths middleware is mounted at. */
export function registeredRoutes(router: Router): { routes: string[]; mounts: string[] } {
  const routes = routesOf(router).map((route) => {
    const [method, path] = route.split(" ");
    return `${method.toLowerCase()} ${openApiPath(path)}`;
  });
  return { routes, mounts: mountsOf(router) };
}
