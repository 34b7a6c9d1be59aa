import { and, asc, eq, inArray } from "drizzle-orm";
import type { LeadKind } from "../../contract/leads";
import type { Database, Transaction } from "../db/client";
import { leadEvents, leadNoteRevisions } from "../db/schema";
import type { Author } from "../services/lead-history";

/** One earlier text of a note, as the API shows it. */
export interface NoteRevisionJson {
  body: string;
  written_at: string;
  replaced_at: string;
}

/**
 * What became of an edit or a delete: a note of another lead (or none) is "missing", a note by
 * someone else is "not-author"; a note already deleted is "missing" too (nothing left to change).
 */
export type NoteChange = { result: "done"; editedAt: Date | null } | { result: "missing" } | { result: "not-author" };

/** Only the member who wrote a note may change its words: not the admin token, not an owner. */
const isAuthor = (note: { staffId: number | null }, author: Author) => author.staffId !== null && note.staffId === author.staffId;

/**
 * Locks the note (so that edits and deletes made at once apply one after the other), then checks
 * that it belongs to this lead, is still there and is the caller's.
 */
async function lockedNote(tx: Transaction, kind: LeadKind, leadId: number, noteId: number) {
  const [note] = await tx
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.id, noteId), eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, leadId), eq(leadEvents.type, "note")))
    .for("update");
  return note && note.deletedAt === null ? note : undefined;
}

/**
 * Replaces a note's text and keeps the text it had in lead_note_revisions. The same text again
 * changes nothing (fifty identical saves leave one revision).
 */
export function editNote(db: Database, kind: LeadKind, leadId: number, noteId: number, body: string, author: Author): Promise<NoteChange> {
  return db.transaction(async (tx) => {
    const note = await lockedNote(tx, kind, leadId, noteId);
    if (!note) return { result: "missing" } as const;
    if (!isAuthor(note, author)) return { result: "not-author" } as const;
    if (note.body === body) return { result: "done", editedAt: note.editedAt } as const;
    const now = new Date();
    await tx.insert(leadNoteRevisions).values({ eventId: note.id, body: note.body ?? "", writtenAt: note.editedAt ?? note.createdAt, replacedAt: now });
    await tx.update(leadEvents).set({ body, editedAt: now }).where(eq(leadEvents.id, note.id));
    return { result: "done", editedAt: now } as const;
  });
}

/**
 * Deletes a note's words and their earlier versions (a note is deleted because it should not be
 * read: a wrong lead, a private detail), but keeps its row, so the history says who deleted it and when.
 */
export function deleteNote(db: Database, kind: LeadKind, leadId: number, noteId: number, author: Author): Promise<NoteChange> {
  return db.transaction(async (tx) => {
    const note = await lockedNote(tx, kind, leadId, noteId);
    if (!note) return { result: "missing" } as const;
    if (!isAuthor(note, author)) return { result: "not-author" } as const;
    await tx.delete(leadNoteRevisions).where(eq(leadNoteRevisions.eventId, note.id));
    await tx.update(leadEvents).set({ body: null, deletedAt: new Date(), deletedBy: author.staffId }).where(eq(leadEvents.id, note.id));
    return { result: "done", editedAt: note.editedAt } as const;
  });
}

/** The earlier texts of these notes, oldest first, by note id. */
export async function revisionsOf(db: Database, noteIds: number[]): Promise<Map<number, NoteRevisionJson[]>> {
  const byNote = new Map<number, NoteRevisionJson[]>();
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .select()
    .from(leadNoteRevisions)
    .where(inArray(leadNoteRevisions.eventId, noteIds))
    .orderBy(asc(leadNoteRevisions.id));
  for (const row of rows) {
    const revision = { body: row.body, written_at: row.writtenAt.toISOString(), replaced_at: row.replacedAt.toISOString() };
    byNote.set(row.eventId, [...(byNote.get(row.eventId) ?? []), revision]);
  }
  return byNote;
}
