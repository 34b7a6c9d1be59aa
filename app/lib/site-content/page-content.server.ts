import type { AppLoadContext } from "@remix-run/node";
import type { SiteContentKind } from "../../../contract/site-content/kinds";
import { draftItems } from "./preview.server";
import { publishedContent, type ContentEntry } from "./published.server";

/** A kind's items as a page shows them: the drafts in a staff member's preview, else the published ones (or the seed). */
export async function pageContent<K extends SiteContentKind>(
  kind: K,
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
): Promise<ContentEntry<K>[]> {
  return (await draftItems(kind, request, context)) ?? publishedContent(kind);
}
