import { absoluteUrl } from "../seo";
import { SCHEMA_CONTEXT } from "../shell/structured-data/json-ld";

/** What a page's breadcrumb shows: the parent crumb (Home by default) and the current one. */
export interface Breadcrumb {
  title: string;
  parentLabel?: string;
  parentTo?: string;
  /** The current crumb's text; the title when not given. */
  active?: string;
}

interface Crumb {
  name: string;
  /** Absent for the current page. */
  to?: string;
}

/** The crumbs in order, for the visible breadcrumb and its structured data alike. */
export function breadcrumbTrail({ title, parentLabel = "Home", parentTo = "/", active }: Breadcrumb): Crumb[] {
  return [{ name: parentLabel, to: parentTo }, { name: active ?? title }];
}

/** schema.org BreadcrumbList of the visible breadcrumb; the last crumb is the page at `path`. */
export function breadcrumbListJsonLd(breadcrumb: Breadcrumb, path: string, siteUrl: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbTrail(breadcrumb).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.to ?? path),
    })),
  };
}
