import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { siteContentApi } from "~/lib/console/site-content-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Site content");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const kinds = await siteContentApi.kinds(caller);
  // A kind with one item (company facts) opens that item directly.
  const items = await Promise.all(kinds.map(async (kind) => ({ ...kind, keys: (await siteContentApi.list(caller, kind.kind as "company")).map((item) => item.key) })));
  return consoleData({ kinds: items });
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
            {kind.keys.map((key) => (
              <Link key={key} to={`/console/site/${kind.kind}/${key}`}>
                {kind.label}
              </Link>
            ))}{" "}
            — {kind.unpublished > 0 ? `${kind.unpublished} with unpublished changes` : "all published"}
          </li>
        ))}
      </ul>
    </div>
  );
}
