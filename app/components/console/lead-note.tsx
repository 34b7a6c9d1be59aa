import { Form, Link } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-notice";
import { TextareaField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import type { HistoryEntry } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { LEAD_FORM_IDS, NOTE_MAX } from "~/lib/console/leads";

const loadEditSchema = () => import("~/lib/console/form-schemas").then((module) => module.leadNoteEditSchema);

/** What the lead page tells each note: who is reading, which note is open for editing, where to link. */
export interface NoteContext {
  /** The signed-in member's id: only their own notes offer Edit and Delete. */
  me: string | number | null;
  /** The note whose edit form is open (`?editNote=`), if any. */
  editing: string | null;
  /** The page's query (the inbox's filters), kept by the Edit and Cancel links. */
  search: string;
  /** The API's refusal of the last delete. */
  deleteError?: string;
}

const nameOf = (by: HistoryEntry["by"]) => (by ? by.name || by.email : "System");

/** A link to this lead page with the same query, opening (or closing) a note's edit form. */
function hrefWith(search: string, noteId: string | null) {
  const query = new URLSearchParams(search);
  query.delete("saved");
  if (noteId) query.set("editNote", noteId);
  else query.delete("editNote");
  const text = query.toString();
  return `${text ? `?${text}` : "?"}#${noteId ? `note-${noteId}` : "lead-history"}`;
}

/** A note in the lead's history: its text, "edited" with when, its earlier texts, and its author's Edit and Delete. */
export function LeadNote({ entry, context }: { entry: HistoryEntry; context: NoteContext }) {
  const noteId = entry.id === undefined ? null : String(entry.id);
  if (entry.deleted) {
    return (
      <p className="lead-note-deleted">
        Note deleted by {nameOf(entry.deleted.by)} at <time dateTime={entry.deleted.at}>{formatIst(entry.deleted.at)}</time>
      </p>
    );
  }
  const mine = noteId !== null && entry.by !== null && context.me !== null && String(entry.by.id) === String(context.me);
  if (mine && context.editing === noteId) return <NoteEditForm noteId={noteId} body={entry.body ?? ""} cancelHref={hrefWith(context.search, null)} />;
  return (
    <>
      <p className="lead-history-note">{entry.body}</p>
      {entry.edited_at ? (
        <p className="lead-history-meta">
          Edited <time dateTime={entry.edited_at}>{formatIst(entry.edited_at)}</time>
        </p>
      ) : null}
      {entry.revisions.length > 0 ? (
        <details className="lead-note-revisions">
          <summary>Earlier versions ({entry.revisions.length})</summary>
          <ol>
            {entry.revisions.map((revision) => (
              <li key={revision.replaced_at + revision.written_at}>
                <p className="lead-history-meta">
                  Written <time dateTime={revision.written_at}>{formatIst(revision.written_at)}</time>, replaced{" "}
                  <time dateTime={revision.replaced_at}>{formatIst(revision.replaced_at)}</time>
                </p>
                <p className="lead-history-note">{revision.body}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {mine ? <NoteTools noteId={noteId} context={context} /> : null}
    </>
  );
}

/** Edit (a link that opens the form in place, so it works without JavaScript) and a two-step Delete. */
function NoteTools({ noteId, context }: { noteId: string; context: NoteContext }) {
  return (
    <div className="lead-note-tools">
      <Link to={hrefWith(context.search, noteId)} className="btn btn--sm btn--ghost" preventScrollReset>
        Edit<span className="visually-hidden"> this note</span>
      </Link>
      {/* The disclosure is the first step; its button the second: no confirm() box, JS on or off. */}
      <details className="lead-note-delete">
        <summary className="btn btn--sm btn--ghost">
          Delete<span className="visually-hidden"> this note</span>
        </summary>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete-note" />
          <input type="hidden" name="note" value={noteId} />
          <button type="submit" className="btn btn--sm console-btn-danger">
            Delete this note?
          </button>
        </Form>
      </details>
      {context.deleteError ? (
        <p role="alert" className="field-error">
          {context.deleteError}
        </p>
      ) : null}
    </div>
  );
}

/** The note's text in a textarea, in place; Save keeps the old text in the history. */
function NoteEditForm({ noteId, body, cancelHref }: { noteId: string; body: string; cancelHref: string }) {
  const site = useSiteForm({ id: LEAD_FORM_IDS.noteEdit, anchor: `note-${noteId}`, loadSchema: loadEditSchema, defaultValue: { body, note: Number(noteId) } });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form lead-note-edit">
      <input type="hidden" name="intent" value="edit-note" />
      <input type="hidden" name="note" value={noteId} />
      <TextareaField meta={fields.body} label="Edit your note" rows={4} maxLength={NOTE_MAX} />
      <div className="lead-note-tools">
        <SubmitButton texts={{ idle: "Save note", busy: "Saving…" }} />
        <Link to={cancelHref} className="btn btn--sm btn--ghost" preventScrollReset>
          Cancel
        </Link>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
    </SiteForm>
  );
}
