import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackupNowForm } from "~/components/console/backup-now-form";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { ConsoleTable } from "~/components/console/console-table";
import { BACKUP_DOWNLOAD_ERRORS, backupsPageFor } from "~/lib/console/backup-download";
import { backupNowAction } from "~/lib/console/backup-now-action.server";
import { backupsApi } from "~/lib/console/backups-api.server";
import { formatIst } from "~/lib/console/format";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Backups");
export const action = backupNowAction;

const errorOf = (code: string | null) => (code && code in BACKUP_DOWNLOAD_ERRORS ? BACKUP_DOWNLOAD_ERRORS[code as keyof typeof BACKUP_DOWNLOAD_ERRORS] : null);

/**
 * `?name=` chooses the archive to download (the newest by default); `?error=` says why the last try
 * was refused; `?made=` names the archive "Back up now" just wrote.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { last, files } = await backupsApi.list(await staffCaller(request, context));
  const query = new URL(request.url).searchParams;
  const chosen = files.find((file) => file.name === query.get("name")) ?? files[0] ?? null;
  const made = files.find((file) => file.name === query.get("made")) ?? null;
  return consoleData({ last, files, chosen: chosen?.name ?? null, error: errorOf(query.get("error")), made });
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The backups: when the last one was made and how big it was, each archive kept here, and one made now.
 * A download asks for the password again (a plain form: the browser saves the file, with or without JavaScript).
 */
export default function BackupsPage() {
  const { last, files, chosen, error, made } = useLoaderData<typeof loader>();
  const refused = useActionData<{ backupError?: string }>()?.backupError ?? null;
  return (
    <div className="console-page">
      <ConsolePageHead title="Backups">
        <BackupNowForm error={refused} />
      </ConsolePageHead>
      {made ? (
        <p className="console-saved" role="status">
          Backup made: {made.name}, {size(made.bytes)}.
        </p>
      ) : null}
      <p className="console-card" role="status">
        {last
          ? `Last backup: ${formatIst(last.finished_at)}, ${size(last.bytes)}.`
          : "No backup has been made yet. The site writes one every day after 03:30 IST."}
      </p>
      {files.length ? (
        <>
          <ConsoleTable
            columns={[
              { label: "Archive", cell: (file) => <a href={backupsPageFor(file.name)}>{file.name}</a> },
              { label: "Size", cell: (file) => size(file.bytes) },
              { label: "Written", cell: (file) => formatIst(file.created_at) },
            ]}
            rows={files}
            rowKey={(file) => file.name}
          />
          {chosen ? (
            <section id="download" className="console-card" aria-labelledby="download-title">
              <h2 id="download-title" className="console-subhead">
                Download {chosen}
              </h2>
              <p className="console-muted">
                An archive holds every lead, résumé and account; two-factor and webhook secrets in it are sealed with this server&apos;s
                secret. Downloads are written to the audit log.
              </p>
              <form method="post" action={`/console/backups/${encodeURIComponent(chosen)}`} className="console-form">
                <div className="field">
                  <label htmlFor="backup-password">Your password, to download this archive</label>
                  <input
                    id="backup-password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    aria-invalid={error ? true : undefined}
                    aria-describedby="backup-password-error"
                  />
                  <div className="field-foot">
                    <p id="backup-password-error" className="field-error" role={error ? "alert" : undefined}>
                      {error}
                    </p>
                  </div>
                </div>
                <button type="submit" className="btn btn--primary btn--sm">
                  Download
                </button>
              </form>
            </section>
          ) : null}
        </>
      ) : (
        <p className="console-empty">No archive is kept on this host yet.</p>
      )}
    </div>
  );
}
