import { Form, Link, useActionData } from "@remix-run/react";
import { PREVIEW_QUERY } from "~/lib/site-content/preview-query";
import type { SiteContentKind } from "../../../contract/site-content/kinds";
import type { SiteContentItem, SiteContentRevision, SiteContentRevisionDetail } from "~/lib/console/site-content-api.server";
import { previewHref } from "~/lib/console/preview-widths";
import { previewPages } from "~/lib/console/site-content-preview-pages";
import type { PictureLibrary } from "~/lib/media/media-picker";
import { ConsolePageHead } from "./console-page-head";
import { SiteContentEditor } from "./site-content-editor";
import { RevisionDiffList } from "./revision-diff-list";

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

const notices: Record<string, string> = {
  saved: "Draft saved. Visitors still see the published version until you publish.",
  published: "Published: every page shows it now.",
  restored: "Revision restored as a new draft. Publish it to show it to visitors.",
};

interface Props {
  kind: SiteContentKind;
  label: string;
  item: SiteContentItem & { revisions: SiteContentRevision[] };
  revision: SiteContentRevisionDetail | null;
  /** The media library's page for the kind's picture fields (null: none, or unreachable). */
  library: PictureLibrary | null;
  done: string | null;
  path: string;
}

/** An item's page: its draft form, publish and preview, then its revisions with a diff and restore. */
export function SiteContentItemPage({ kind, label, item, revision, library, done, path }: Props) {
  const error = useActionData<{ listError?: string }>()?.listError;
  const notice = done ? notices[done] : undefined;
  return (
    <div className="console-page">
      <ConsolePageHead title={label} back={{ to: "/console/site", name: "Site content" }}>
        <p className="console-muted">
          {item.has_unpublished_changes ? "The draft has changes visitors do not see yet." : "The draft is what visitors see."} Last saved{" "}
          {when(item.updated_at)} by {item.updated_by}
          {item.published_at ? `; published ${when(item.published_at)}.` : "."}
        </p>
      </ConsolePageHead>
      {notice ? <p role="status" className="console-banner console-banner--notice">{notice}</p> : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <section className="console-card" id="draft" aria-labelledby="draft-title">
        <h2 id="draft-title">Draft</h2>
        <SiteContentEditor key={item.updated_at} kind={kind} itemKey={item.key} draft={item.draft} anchor="draft" library={library} />
      </section>
      <section className="console-card" aria-labelledby="publish-title">
        <h2 id="publish-title">Preview and publish</h2>
        <p>
          See the draft in the real pages (only you, signed in, see it):{" "}
          {previewPages(kind, item.key).map((page, index) => (
            <span key={page.to}>
              {index > 0 ? ", " : null}
              <a href={`${page.to}${PREVIEW_QUERY}`} target="_blank" rel="noopener">
                {page.name}
              </a>
            </span>
          ))}
          ; at phone and desktop width:{" "}
          {previewPages(kind, item.key).map((page, index) => (
            <span key={page.to}>
              {index > 0 ? ", " : null}
              <a href={previewHref(page.to)}>{page.name.replace(/ with the draft$/, "")}</a>
            </span>
          ))}
          .
        </p>
        <Form method="post">
          <button type="submit" name="intent" value="publish" className="btn btn--primary btn--sm" disabled={!item.has_unpublished_changes}>
            Publish
          </button>
        </Form>
      </section>
      <section className="console-card" aria-labelledby="revisions-title">
        <h2 id="revisions-title">Revisions</h2>
        <ol className="revision-list">
          {item.revisions.map((entry) => (
            <li key={entry.id}>
              <Link to={`${path}?revision=${entry.id}#revision-diff`} aria-current={revision?.id === entry.id ? "true" : undefined}>
                #{entry.id} {entry.note}
              </Link>{" "}
              — {entry.author}, {when(entry.created_at)}
            </li>
          ))}
        </ol>
        {revision ? (
          <div id="revision-diff">
            <h3>
              Revision #{revision.id}
              {revision.previous_id ? ` against #${revision.previous_id}` : " (the first)"}
            </h3>
            <RevisionDiffList diff={revision.diff} />
            <Form method="post">
              <input type="hidden" name="revision" value={revision.id} />
              <button type="submit" name="intent" value="restore" className="btn btn--ghost btn--sm">
                Restore revision #{revision.id} as the draft
              </button>
            </Form>
          </div>
        ) : null}
      </section>
    </div>
  );
}
