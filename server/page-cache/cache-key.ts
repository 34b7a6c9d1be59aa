import { listQueryString, parseListQuery } from "../../app/lib/blog/list-query";
import { CONSENT_LANGUAGE_PARAM } from "../../app/lib/consent/choices";
import { UTM_KEYS } from "../../app/lib/utm";

/** How a page reads its query: the parameters it uses, in a canonical form. */
type QueryReader = (params: URLSearchParams) => URLSearchParams;

const blogList: QueryReader = (params) => new URLSearchParams(listQueryString(parseListQuery(params)));
const searchQuery: QueryReader = (params) => {
  const q = (params.get("q") ?? "").slice(0, 100);
  return new URLSearchParams(q ? { q } : {});
};

/** The named parameters as given, in the order given. */
const only =
  (...names: string[]): QueryReader =>
  (params) =>
    new URLSearchParams([...params].filter(([name]) => names.includes(name)));

/**
 * The query parameters each page reads (its loader, and its `.data`). A post page reads
 * `delete` too, but only for a visitor with the comment_owner cookie, whom the cache never serves.
 * Remix's route discovery asks `/__manifest` for the routes of the paths in `p`, at a `version`.
 */
const READERS: [RegExp, QueryReader][] = [
  [/^\/blog\/?$/, blogList],
  [/^\/search\.json$/, searchQuery],
  [/^\/search\/?$/, searchQuery],
  // "Apply now" under an opening preselects it in the form.
  [/^\/career\/?$/, only("position")],
  [/^\/__manifest$/, only("p", "version")],
];

/**
 * Read on every page: a landing campaign (whose answer sets a cookie, so it is never stored),
 * the cookie notice's language, and Remix's own, which loaders a `.data` request runs.
 */
const EVERY_PAGE = [...UTM_KEYS, CONSENT_LANGUAGE_PARAM, "_routes", "index"];

export interface PageKey {
  /** The path and the query parameters the page reads, canonical: the URL to render and to key on. */
  url: string;
  /** The page is one of a route's many queries (a search, a tag, a page of results). */
  isQueryVariant: boolean;
}

/**
 * Other parameters (`?x=<random>`, trackers' ids) change nothing a page renders: they are
 * dropped, so they neither force a render nor push real pages out of the cache.
 */
export function pageKey(pathname: string, search: URLSearchParams): PageKey {
  const route = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const reader = READERS.find(([pattern]) => pattern.test(route))?.[1];
  const kept = reader ? reader(search) : new URLSearchParams();
  const isQueryVariant = kept.size > 0;
  for (const name of EVERY_PAGE) for (const value of search.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return { url: query ? `${pathname}?${query}` : pathname, isQueryVariant };
}
