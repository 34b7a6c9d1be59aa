import type { HistoryEntry } from "~/lib/console/api-types";
import { formatIst } from "~/lib/console/format";
import { statusLabels, type LeadStatus } from "~/lib/console/leads";
import { LeadNote, type NoteContext } from "./lead-note";

const statusWord = (value: string | null | undefined) => (value ? (statusLabels[value as LeadStatus] ?? value) : "—");

/** Each status change and note, oldest first, with who and when. */
export function LeadHistory({ history, notes }: { history: HistoryEntry[]; notes: NoteContext }) {
  if (history.length === 0) return <p className="console-muted">No changes or notes yet.</p>;
  return (
    <ol className="lead-history">
      {history.map((entry, index) => (
        <li
          key={`${entry.at}-${index}`}
          id={entry.type === "note" && entry.id !== undefined ? `note-${entry.id}` : undefined}
          className={`lead-history-item lead-history-item--${entry.type}`}
        >
          <p className="lead-history-meta">
            <strong>{entry.by ? entry.by.name || entry.by.email : "System"}</strong> · <time dateTime={entry.at}>{formatIst(entry.at)}</time>
          </p>
          {entry.type === "status" ? (
            <p>
              Status {statusWord(entry.from)} → {statusWord(entry.to)}
            </p>
          ) : entry.type === "contact" ? (
            <p>{entry.body === "whatsapp" ? "Opened WhatsApp to the lead" : "Called the lead"}</p>
          ) : (
            <LeadNote entry={entry} context={notes} />
          )}
        </li>
      ))}
    </ol>
  );
}
