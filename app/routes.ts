import { route, type RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

/**
 * The routes are the files in app/routes, plus addresses that show the same page as another:
 * same loader, action and canonical URL (an alias needs its own route id).
 */
export default [
  ...(await flatRoutes()),
  route("home", "routes/_index.tsx", { id: "routes/home" }),
  route("contact-us", "routes/contact.tsx", { id: "routes/contact-us" }),
  route("get-a-quote", "routes/contact.tsx", { id: "routes/get-a-quote" }),
] satisfies RouteConfig;
