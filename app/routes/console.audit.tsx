import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuditFilterForm, AuditTable } from "~/components/console/audit-log";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { ListCount } from "~/components/console/list-count";
import { Pager } from "~/components/console/pager";
import { loadAuditPage } from "~/lib/console/audit.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Audit log");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadAuditPage(request, context);

export default function AuditLog() {
  const { filters, list, error } = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => `/console/audit?${new URLSearchParams({ ...filters, page: String(page) })}`;
  return (
    <div className="console-page">
      <ConsolePageHead title="Audit log">{list ? <ListCount count={list.total} one="entry" many="entries" /> : null}</ConsolePageHead>
      <AuditFilterForm filters={filters} />
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {list ? (
        <>
          <AuditTable events={list.data} />
          <Pager list={list} hrefFor={hrefFor} />
        </>
      ) : null}
    </div>
  );
}
