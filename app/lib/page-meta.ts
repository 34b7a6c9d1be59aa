import type { MetaFunction } from "@remix-run/node";
import { pageSeo } from "~/content/pages";
import { seo, siteUrlFrom } from "./seo";

/** The meta function of a static page, from its entry in the page list. */
export function pageMeta(path: string, canonicalPath = path): MetaFunction {
  const page = pageSeo(path);
  return ({ matches }) =>
    seo({
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      path: canonicalPath,
      siteUrl: siteUrlFrom(matches),
    });
}
