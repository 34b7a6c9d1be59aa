import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { applicationStatusOf, statusesOf, type LeadKind, type LeadStatus } from "../../contract/leads";
import { badRequest } from "../http/errors";
import type { Database } from "../db/client";
import { leadEvents, staffMembers } from "../db/schema";
import { emitLeadEvent } from "../webhooks/emit";
import { leadTable } from "./leads";
import { announceLeadEvent } from "../leads/events";
import { deleteFollowUp, deleteFollowUpsBefore, markResponded } from "../leads/follow-ups";
import { revisionsOf, type NoteRevisionJson } from "../leads/notes";

export interface HistoryEntryJson {
  id: number;
  type: "status" | "note" | "contact";
  from?: LeadStatus;
  to?: LeadStatus;
  body?: string;
  by: { id: number; name: string; email: string } | null;
  at: string;
  /** Notes: when the author last changed the text, and the texts it had before, oldest first. */
  edited_at?: string | null;
  revisions?: NoteRevisionJson[];
  /** A deleted note: who deleted it and when (its text is gone). */
  deleted?: { by: By; at: string } | null;
}

type EventRow = typeof leadEvents.$inferSelect;
type By = HistoryEntryJson["by"];

function entryJson(row: EventRow, by: By, extra: Pick<HistoryEntryJson, "revisions" | "deleted"> = {}): HistoryEntryJson {
  const what =
    row.type === "status" ? { from: row.fromStatus ?? undefined, to: row.toStatus ?? undefined } : { body: row.body ?? "" };
  const note = row.type === "note" ? { edited_at: row.editedAt?.toISOString() ?? null, revisions: [], deleted: null, ...extra } : {};
  return { id: row.id, type: row.type, ...what, by, at: row.createdAt.toISOString(), ...note };
}

const ofLead = (kind: LeadKind, id: number) => and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, id));

const deleter = alias(staffMembers, "deleter");

export async function historyOf(db: Database, kind: LeadKind, id: number): Promise<HistoryEntryJson[]> {
  const rows = await db
    .select({
      event: leadEvents,
      by: { id: staffMembers.id, name: staffMembers.name, email: staffMembers.email },
      deletedBy: { id: deleter.id, name: deleter.name, email: deleter.email },
    })
    .from(leadEvents)
    .leftJoin(staffMembers, eq(staffMembers.id, leadEvents.staffId))
    .leftJoin(deleter, eq(deleter.id, leadEvents.deletedBy))
    .where(ofLead(kind, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  const edited = rows.filter((row) => row.event.editedAt && !row.event.deletedAt).map((row) => row.event.id);
  const revisions = await revisionsOf(db, edited);
  return rows.map(({ event, by, deletedBy }) =>
    entryJson(event, by, {
      revisions: revisions.get(event.id) ?? [],
      deleted: event.deletedAt ? { by: deletedBy, at: event.deletedAt.toISOString() } : null,
    }),
  );
}

export interface Author {
  staffId: number | null;
  by: By;
}

/**
 * The status a lead of this kind is moved to: an application given a former enquiry status
 * (an older client, the won/lost outcome) takes the stage that means the same; a status of the
 * other kind is a 400.
 */
function statusFor(kind: LeadKind, asked: LeadStatus): LeadStatus {
  const status = kind === "application" ? applicationStatusOf(asked) : asked;
  if (!statusesOf(kind).includes(status)) throw badRequest(`status: an ${kind} can be ${statusesOf(kind).join(", ")}, not "${asked}"`);
  return status;
}

/**
 * Moves a lead to `status` and records who did it. The row is locked first, so two people
 * changing it at once leave two true entries. False when the lead does not exist.
 */
export async function changeStatus(db: Database, kind: LeadKind, id: number, asked: LeadStatus, author: Author): Promise<boolean> {
  const status = statusFor(kind, asked);
  const table = leadTable(kind);
  const change = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
    if (!current) return null;
    if (current.status === status) return { from: null };
    await tx.update(table).set({ status }).where(eq(table.id, id));
    await tx
      .insert(leadEvents)
      .values({
        leadKind: kind,
        leadId: id,
        type: "status",
        fromStatus: current.status,
        toStatus: status,
        staffId: author.staffId,
        // now() is when the transaction began, before it waited for the lock; the history is read
        // in time order, so the entry takes the time it was written.
        createdAt: sql`clock_timestamp()`,
      });
    // A lead out of Spam is new to the webhooks' receivers, which never heard of it (docs/webhooks.md).
    const type = current.status === "spam" ? "lead.created" : "lead.status_changed";
    await emitLeadEvent(tx, { type, kind, leadId: id, details: { from: current.status, to: status } });
    await markResponded(tx, kind, id);
    return { from: current.status };
  });
  if (change?.from) announceLeadEvent({ type: "lead.status_changed", kind, id, from: change.from, to: status, at: new Date().toISOString() });
  return change !== null;
}

/** Adds an internal note, or answers null when the lead does not exist. */
export function addNote(db: Database, kind: LeadKind, id: number, body: string, author: Author): Promise<HistoryEntryJson | null> {
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("share");
    if (!lead) return null;
    const [row] = await tx
      .insert(leadEvents)
      .values({ leadKind: kind, leadId: id, type: "note", body, staffId: author.staffId })
      .returning();
    await markResponded(tx, kind, id);
    return entryJson(row, author.by);
  });
}

/** Deletes a lead with its résumé (a column of the row) and its history. */
export function deleteLead(db: Database, kind: LeadKind, id: number): Promise<boolean> {
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (deleted.length === 0) return false;
    await tx.delete(leadEvents).where(ofLead(kind, id));
    await deleteFollowUp(tx, kind, id);
    return true;
  });
}

/**
 * Deletes leads received before `cutoff`, with their history. Plain deletes by a fixed cutoff:
 * running twice, or on two instances at once, deletes the same rows once.
 */
export async function deleteLeadsBefore(db: Database, cutoff: Date): Promise<number> {
  let count = 0;
  await db.transaction(async (tx) => {
    for (const kind of ["enquiry", "application"] as const) {
      const table = leadTable(kind);
      await deleteFollowUpsBefore(tx, kind, cutoff);
      await tx
        .delete(leadEvents)
        .where(
          and(
            eq(leadEvents.leadKind, kind),
            sql`${leadEvents.leadId} in (select ${table.id} from ${table} where ${table.receivedAt} < ${cutoff.toISOString()}::timestamptz)`,
          ),
        );
      const deleted = await tx.delete(table).where(sql`${table.receivedAt} < ${cutoff.toISOString()}::timestamptz`).returning({ id: table.id });
      count += deleted.length;
    }
  });
  return count;
}
