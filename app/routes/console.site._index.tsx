import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { isSiteContentKind, type SiteContentKind } from "../../contract/site-content/kinds";
import { siteContentApi, type SiteContentItem } from "~/lib/console/site-content-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Site content");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const kinds = await siteContentApi.kinds(caller);
  const items = await Promise.all(
    kinds.filter((kind) => isSiteContentKind(kind.kind)).map(async (kind) => ({ ...kind, entries: itemLinks(kind.label, await siteContentApi.list(caller, kind.kind as SiteContentKind)) })),
  );
  return consoleData({ kinds: items });
}

/** A kind with one item (company facts, team) is that item; the items of a kind with several (services) go by their draft's title. */
function itemLinks(label: string, items: SiteContentItem[]) {
  const titleOf = (item: SiteContentItem) => {
    const title = (item.draft as { title?: unknown } | null)?.title;
    // A kind without titles (the legal pages) goes by its slug, spelt as words.
    return typeof title === "string" ? title : item.key.charAt(0).toUpperCase() + item.key.slice(1).replace(/-/g, " ");
  };
  const order = (item: SiteContentItem) => Number((item.draft as { order?: unknown } | null)?.order) || 0;
  return [...items].sort((a, b) => order(a) - order(b)).map((item) => ({ key: item.key, name: items.length === 1 ? label : titleOf(item), unpublished: item.has_unpublished_changes }));
}

export default function SiteContentIndex() {
  const { kinds } = useLoaderData<typeof loader>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Site content">
        <p className="console-muted">What visitors read on every page. Save a draft, preview it, publish it; every save is kept as a revision.</p>
      </ConsolePageHead>
      <ul className="console-card">
        {kinds.map((kind) => (
          <li key={kind.kind}>
            {kind.entries.length === 1 ? (
              <Link to={`/console/site/${kind.kind}/${kind.entries[0].key}`}>{kind.entries[0].name}</Link>
            ) : (
              <>
                {kind.label}
                <ul>
                  {kind.entries.map((entry) => (
                    <li key={entry.key}>
                      <Link to={`/console/site/${kind.kind}/${entry.key}`}>{entry.name}</Link>
                      {entry.unpublished ? " (unpublished changes)" : null}
                    </li>
                  ))}
                </ul>
              </>
            )}{" "}
            — {kind.unpublished > 0 ? `${kind.unpublished} with unpublished changes` : "all published"}
          </li>
        ))}
      </ul>
    </div>
  );
}
