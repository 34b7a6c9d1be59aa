import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { ConsoleTable } from "~/components/console/console-table";
import { backupsApi } from "~/lib/console/backups-api.server";
import { formatIst } from "~/lib/console/format";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Backups");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return consoleData(await backupsApi.list(await staffCaller(request, context)));
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The daily backups: when the last one was made and how big it was, and each archive kept here to download. */
export default function BackupsPage() {
  const { last, files } = useLoaderData<typeof loader>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Backups" />
      <p className="console-card" role="status">
        {last
          ? `Last backup: ${formatIst(last.finished_at)}, ${size(last.bytes)}.`
          : "No backup has been made yet. The site writes one every day after 03:30 IST."}
      </p>
      {files.length ? (
        <ConsoleTable
          columns={[
            { label: "Archive", cell: (file) => <a href={`/console/backups/${encodeURIComponent(file.name)}`}>{file.name}</a> },
            { label: "Size", cell: (file) => size(file.bytes) },
            { label: "Written", cell: (file) => formatIst(file.created_at) },
          ]}
          rows={files}
          rowKey={(file) => file.name}
        />
      ) : (
        <p className="console-empty">No archive is kept on this host yet.</p>
      )}
    </div>
  );
}
