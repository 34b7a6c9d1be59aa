import { serviceDetails } from "~/content/service-details";
import { sitePages } from "~/content/pages";
import { services } from "~/content/services";
import { matchesEveryWord, queryWords, wordsFound } from "./text-match";

export interface PageSearchResult {
  title: string;
  path: string;
  description: string;
}

interface Entry extends PageSearchResult {
  /** Title, description and keywords: what a query is matched against. */
  texts: string[];
}

const BRAND_SUFFIX = / \| Vyom Digital$/;
const BRAND_PREFIX = /^Vyom Digital \| /;

/** A page's display title: its SEO title without the brand name. */
function displayTitle(seoTitle: string): string {
  return seoTitle.replace(BRAND_SUFFIX, "").replace(BRAND_PREFIX, "");
}

function entry(title: string, path: string, description: string, keywords: string): Entry {
  return {
    title,
    path,
    description,
    texts: [title, description, keywords],
  };
}

const entries: Entry[] = [
  ...sitePages.map((page) => entry(displayTitle(page.title), page.path, page.description, page.keywords)),
  ...services.map((service) =>
    entry(
      service.title,
      service.link,
      serviceDetails[service.slug].description,
      `${service.subtitle} ${service.desc} ${serviceDetails[service.slug].seo.keywords}`,
    ),
  ),
];

/**
 * Static pages and services whose title, description or keywords contain every word of the
 * query (case-insensitive). Entries with more query words in the title come first; ties keep
 * the site's own order.
 */
export function searchPages(query: string, limit = 8): PageSearchResult[] {
  const words = queryWords(query);
  if (words.length === 0 || limit <= 0) return [];
  return entries
    .filter((item) => matchesEveryWord(words, item.texts))
    .map((item, order) => ({ item, order, score: wordsFound(words, [item.title]) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => ({ title: item.title, path: item.path, description: item.description }));
}
