import { z } from "zod";
import { SITE_CONTENT_KINDS, type SiteContentData, type SiteContentKind } from "../../../contract/site-content/kinds";
import { SITE_CONTENT_SEED } from "../../../contract/site-content/seed";
import { stub } from "./stub";

/** GET /site-content/:kind: the published items (the seed unless told), or a failure. */
export function siteContent<K extends SiteContentKind>(kind: K, items: { key: string; data: SiteContentData<K> }[] | Response = SITE_CONTENT_SEED[kind] as never) {
  const schema = z.array(z.object({ key: z.string(), data: SITE_CONTENT_KINDS[kind].schema }));
  return stub("get", `/site-content/${kind}`, schema, items);
}
