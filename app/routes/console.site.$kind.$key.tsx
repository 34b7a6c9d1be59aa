import type { LinksFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { SiteContentItemPage } from "~/components/console/site-content-item";
import { editPageMeta } from "~/lib/console/meta";
import { siteContentItemAction, siteContentItemLoader } from "~/lib/console/site-content-actions.server";
import pickerStyles from "~/styles/console-media-picker.css?url";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = editPageMeta("Site content");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: pickerStyles }];
export const loader = siteContentItemLoader;
export const action = siteContentItemAction;

export default function SiteContentItemRoute() {
  const { kind, label, item, revision, library } = useLoaderData<typeof loader>();
  const location = useLocation();
  const done = new URLSearchParams(location.search).get("done");
  return <SiteContentItemPage kind={kind} label={label} item={item} revision={revision} library={library} done={done} path={location.pathname} />;
}
