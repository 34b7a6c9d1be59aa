import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { seo, siteUrlFrom } from "~/lib/seo";
import { searchSite } from "~/lib/site-search.server";
import { breadcrumbListJsonLd, type Breadcrumb } from "~/lib/structured-data/breadcrumb-list";
import { jsonLdMeta } from "~/lib/shell/structured-data/json-ld";

const MAX_QUERY = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  return { query, results: await searchSite(query) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: data?.query ? `Search: ${data.query} | Vyom Digital` : "Search | Vyom Digital",
    description: "Pages, services and articles of Vyom Digital that match your search.",
    path: "/search",
    siteUrl: siteUrlFrom(matches),
  }),
  // Result lists are endless variations of the site's own pages: nothing for a search engine.
  { name: "robots", content: "noindex" },
  jsonLdMeta(breadcrumbListJsonLd(breadcrumb, "/search", siteUrlFrom(matches))),
];

const breadcrumb: Breadcrumb = { title: "Search" };

/** The full results of the site search: where the search box goes when no result is picked. */
export default function Search() {
  const { query, results } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb} />
      <section className="section" aria-labelledby="search-results-title">
        <div className="container search-page">
          <Form method="get" action="/search" className="search-form" role="search">
            <label htmlFor="search-page-q" className="visually-hidden">
              Search Pages and Articles
            </label>
            <input id="search-page-q" name="q" type="search" defaultValue={query} maxLength={MAX_QUERY} />
            <button type="submit" className="btn btn--primary">
              Search
            </button>
          </Form>
          <h2 id="search-results-title">
            {query ? `Results for “${query}”` : "Search pages and articles"}
          </h2>
          {results.length > 0 ? (
            <ul className="search-page-results">
              {results.map((result) => (
                <li key={result.path}>
                  <Link to={result.path}>
                    <span className="search-kind">{result.kind}</span>
                    {result.title}
                  </Link>
                  <p>{result.description}</p>
                </li>
              ))}
            </ul>
          ) : query ? (
            <p>No pages or articles match “{query}”.</p>
          ) : null}
        </div>
      </section>
    </>
  );
}
