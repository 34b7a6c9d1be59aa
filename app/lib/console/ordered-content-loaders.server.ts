import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { CONSOLE_HEADERS, consoleData, staffCaller } from "./http.server";
import type { OrderedContentApi } from "./ordered-content-api.server";
import { routeId } from "./route-id";

/** The id in an edit page's path, or a 404: "new" and anything else that is not an id. */
export function editedId(params: LoaderFunctionArgs["params"]): number {
  return routeId(params.id);
}

/** A list page's loader: every item, hidden ones too, in the order the site shows them. */
export function orderedListLoader<Item extends { id: number }>(api: OrderedContentApi<Item>) {
  return async ({ request, context }: LoaderFunctionArgs) => consoleData({ items: await api.list(await staffCaller(request, context)) });
}

/** An edit page's loader: the item, or the console's 404 page. */
export function orderedItemLoader<Item extends { id: number }>(api: OrderedContentApi<Item>) {
  return async ({ request, context, params }: LoaderFunctionArgs) => {
    const id = editedId(params);
    const item = await api.find(await staffCaller(request, context), id);
    if (!item) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
    return consoleData({ item });
  };
}
