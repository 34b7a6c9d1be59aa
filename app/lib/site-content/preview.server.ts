import type { AppLoadContext } from "@remix-run/node";
import { companySchema, type CompanyFacts } from "../../../contract/site-content/company";
import { siteContentSchema, type SiteContentKind } from "../../../contract/site-content/kinds";
import { ApiError } from "../api-client.server";
import { siteContentApi } from "../console/site-content-api.server";
import { staffOnPage } from "../console/staff-on-page.server";
import { asksForPreview } from "./preview-query";
import type { ContentEntry } from "./published.server";

/** A preview is private and never kept: not by the server's page cache (the session cookie skips it), a CDN or a search engine. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export interface DraftPreview {
  company: CompanyFacts;
}

/**
 * The drafts a page shows in a preview, or null: no `?preview=draft`, no staff session, or a
 * draft the API did not give (then the page is shown as to anyone).
 */
export async function draftPreview(request: Request, context: Pick<AppLoadContext, "clientIp">): Promise<DraftPreview | null> {
  if (!asksForPreview(new URL(request.url).searchParams)) return null;
  const staff = await staffOnPage(request, context);
  if (!staff) return null;
  try {
    const item = await siteContentApi.item(staff.caller, "company", "company");
    const company = companySchema.safeParse(item.draft);
    return company.success ? { company: company.data } : null;
  } catch (error) {
    if (error instanceof ApiError || error instanceof Response) return null;
    throw error;
  }
}

/**
 * The drafts of every item of a kind, for a page opened with `?preview=draft` by a signed-in
 * staff member; null otherwise, or when the API did not give them (the page then shows the
 * published items). A draft that no longer fits the kind's shape is left out.
 */
export async function draftItems<K extends SiteContentKind>(
  kind: K,
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
): Promise<ContentEntry<K>[] | null> {
  if (!asksForPreview(new URL(request.url).searchParams)) return null;
  const staff = await staffOnPage(request, context);
  if (!staff) return null;
  try {
    const items = await siteContentApi.list(staff.caller, kind);
    return items.flatMap((item) => {
      const parsed = siteContentSchema(kind, item.key).safeParse(item.draft);
      return parsed.success ? [{ key: item.key, data: parsed.data as ContentEntry<K>["data"] }] : [];
    });
  } catch (error) {
    if (error instanceof ApiError || error instanceof Response) return null;
    throw error;
  }
}
