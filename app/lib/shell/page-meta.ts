import type { MetaFunction } from "@remix-run/node";
import { pageSeo } from "~/content/pages";
import { seo, siteUrlFrom } from "../seo";
import { breadcrumbListJsonLd, type Breadcrumb } from "../structured-data/breadcrumb-list";
import { jsonLdMeta } from "./structured-data/json-ld";

type LoaderData<Loader> = Parameters<MetaFunction<Loader>>[0]["data"];

interface PageMetaOptions<Loader> {
  /** The page's visible breadcrumb, also given to search engines as a BreadcrumbList. */
  breadcrumb?: Breadcrumb;
  /** Further structured data of the page. */
  structuredData?: (siteUrl: string, data: LoaderData<Loader>, matches: Parameters<MetaFunction<Loader>>[0]["matches"]) => Record<string, unknown>[];
}

/** The meta function of a static page, from its entry in the page list. */
export function pageMeta<Loader = unknown>(
  path: string,
  { breadcrumb, structuredData }: PageMetaOptions<Loader> = {},
): MetaFunction<Loader> {
  const page = pageSeo(path);
  return ({ matches, data }) => {
    const siteUrl = siteUrlFrom(matches);
    return [
      ...seo({ title: page.title, description: page.description, keywords: page.keywords, path, siteUrl }),
      ...(breadcrumb ? [jsonLdMeta(breadcrumbListJsonLd(breadcrumb, path, siteUrl))] : []),
      ...(structuredData?.(siteUrl, data, matches) ?? []).map(jsonLdMeta),
    ];
  };
}
