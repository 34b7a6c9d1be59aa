import { data } from "@remix-run/node";
import { CONSOLE_HEADERS } from "./http.server";

/** The largest id a PostgreSQL serial holds; the API answers 404 past it too. */
const MAX_ID = 2_147_483_647;

/**
 * The id in a console path (`/console/posts/12`, `/console/leads/enquiry/7`), or the console's
 * 404 page for anything that cannot be one (`x`, `-1`, `1e3`, `99999999999`): such a path names
 * nothing, so it is answered before the API is asked, wherever the route is.
 */
export function routeId(value: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? "") ? Number(value) : NaN;
  if (!(id <= MAX_ID)) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return id;
}
