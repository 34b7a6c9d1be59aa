import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { LeadKind } from "../../contract/leads";
import type { Database, Transaction } from "../db/client";
import { leadEvents, leadFollowUps, leadSettings, staffMembers } from "../db/schema";
import { mayLead } from "../http/lead-access";
import type { Author } from "../services/lead-history";
import { findLead, leadTable } from "../services/leads";
import { announceLeadEvent } from "./events";
import { ensureSettingsRow } from "./settings";

type Db = Database | Transaction;
type Person = { id: number; name: string; email: string };

export interface FollowUpJson {
  assignee: Person | null;
  assigned_at: string | null;
  next_step: { at: string; text: string } | null;
  value_rupees: number | null;
  lost_reason: string | null;
  first_response_at: string | null;
}

const EMPTY: FollowUpJson = { assignee: null, assigned_at: null, next_step: null, value_rupees: null, lost_reason: null, first_response_at: null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The follow-up of each lead named, by "kind:id"; leads without a row get the empty one. */
export async function followUpsOf(db: Db, keys: { kind: LeadKind; id: number }[]): Promise<Map<string, FollowUpJson>> {
  const found = new Map<string, FollowUpJson>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ f: leadFollowUps, a: { id: staffMembers.id, name: staffMembers.name, email: staffMembers.email } })
    .from(leadFollowUps)
    .leftJoin(staffMembers, eq(staffMembers.id, leadFollowUps.assigneeId))
    .where(
      sql`(${leadFollowUps.leadKind}, ${leadFollowUps.leadId}) in (${sql.join(
        keys.map((key) => sql`(${key.kind}, ${key.id}::integer)`),
        sql`, `,
      )})`,
    );
  for (const { f, a } of rows) {
    found.set(`${f.leadKind}:${f.leadId}`, {
      assignee: a?.id ? a : null,
      assigned_at: iso(f.assignedAt),
      next_step: f.nextStepAt ? { at: f.nextStepAt.toISOString(), text: f.nextStepText ?? "" } : null,
      value_rupees: f.valueRupees,
      lost_reason: f.lostReason,
      first_response_at: iso(f.firstResponseAt),
    });
  }
  return found;
}

/** Adds `follow_up` to each lead of a list or page. */
export async function withFollowUps<Lead extends { kind: LeadKind; id: number }>(db: Db, leads: Lead[]) {
  const found = await followUpsOf(db, leads);
  return leads.map((lead) => ({ ...lead, follow_up: found.get(`${lead.kind}:${lead.id}`) ?? EMPTY }));
}

/** Makes the lead's row if it has none and changes it; false when the lead does not exist. */
async function changeFollowUp(tx: Transaction, kind: LeadKind, id: number, set: Partial<typeof leadFollowUps.$inferInsert>) {
  const table = leadTable(kind);
  const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("share");
  if (!lead) return false;
  await tx
    .insert(leadFollowUps)
    .values({ leadKind: kind, leadId: id, ...set, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [leadFollowUps.leadKind, leadFollowUps.leadId], set: { ...set, updatedAt: new Date() } });
  return true;
}

/**
 * Records the first answer to a lead (a status change, note, call or message): later ones
 * leave it as it is. Called inside the transaction that makes the answer.
 */
export async function markResponded(tx: Transaction, kind: LeadKind, id: number): Promise<void> {
  await tx
    .insert(leadFollowUps)
    .values({ leadKind: kind, leadId: id, firstResponseAt: sql`now()` })
    .onConflictDoUpdate({
      target: [leadFollowUps.leadKind, leadFollowUps.leadId],
      set: { firstResponseAt: sql`coalesce(${leadFollowUps.firstResponseAt}, now())` },
    });
}

const personColumns = { id: staffMembers.id, name: staffMembers.name, email: staffMembers.email };

async function personOf(db: Db, staffId: number): Promise<Person | undefined> {
  const [person] = await db.select(personColumns).from(staffMembers).where(eq(staffMembers.id, staffId));
  return person;
}

/** Who may be given a lead of `kind`: a member whose roles let them work it, so its details never reach anyone else. */
const mayBeGiven = (member: { roles: readonly string[] }, kind: LeadKind) => mayLead(member.roles, kind, "work");

/**
 * Why `staffId` cannot be given leads of these kinds: "staff" for no such member, "ineligible"
 * when their roles do not let them work one of the kinds; null when they can.
 */
export async function assigneeProblem(db: Db, staffId: number, kinds: Iterable<LeadKind>): Promise<"staff" | "ineligible" | null> {
  const [member] = await db.select({ roles: staffMembers.roles }).from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!member) return "staff";
  return [...kinds].every((kind) => mayBeGiven(member, kind)) ? null : "ineligible";
}

export type AssignResult = { ok: true; assignee: Person | null; changed: boolean } | { ok: false; reason: "lead" | "staff" | "ineligible" };

/** Gives a lead to a staff member who may work it (or to nobody). Unchanged when it is theirs already. */
export async function assignLead(db: Database, kind: LeadKind, id: number, staffId: number | null): Promise<AssignResult> {
  const result = await db.transaction(async (tx): Promise<AssignResult> => {
    const problem = staffId === null ? null : await assigneeProblem(tx, staffId, [kind]);
    if (problem) return { ok: false, reason: problem };
    const assignee = staffId === null ? null : await personOf(tx, staffId);
    if (assignee === undefined) return { ok: false, reason: "staff" };
    const [before] = await tx
      .select({ assigneeId: leadFollowUps.assigneeId })
      .from(leadFollowUps)
      .where(and(eq(leadFollowUps.leadKind, kind), eq(leadFollowUps.leadId, id)))
      .for("update");
    if ((before?.assigneeId ?? null) === staffId) {
      const table = leadTable(kind);
      const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      return lead ? { ok: true, assignee, changed: false } : { ok: false, reason: "lead" };
    }
    const changed = await changeFollowUp(tx, kind, id, { assigneeId: staffId, assignedAt: staffId === null ? null : new Date() });
    return changed ? { ok: true, assignee, changed: true } : { ok: false, reason: "lead" };
  });
  if (result.ok && result.changed) announceLeadEvent({ type: "lead.assigned", kind, id, assignee: result.assignee, at: new Date().toISOString() });
  return result;
}

/**
 * Gives a new lead to the next member of the rotation, inside the transaction that stores it.
 * The turn is one atomic increment of a single row, so concurrent arrivals (on any number of
 * instances) each take a different turn and the rotation is kept exactly. Null when it is off.
 */
export async function giveInTurn(tx: Transaction, kind: LeadKind, id: number): Promise<Person | null> {
  await ensureSettingsRow(tx);
  const [turn] = await tx
    .update(leadSettings)
    .set({ rotationTurn: sql`${leadSettings.rotationTurn} + 1` })
    .where(and(eq(leadSettings.id, 1), sql`cardinality(${leadSettings.rotationStaffIds}) > 0`))
    .returning({ turn: leadSettings.rotationTurn, ids: leadSettings.rotationStaffIds });
  if (!turn) return null;
  // Members removed since they were chosen drop out of the turn, rather than be given leads; so do
  // those whose roles do not include this kind (a sales-only member is never given an application).
  const members = (
    await tx
      .select({ ...personColumns, roles: staffMembers.roles })
      .from(staffMembers)
      .where(inArray(staffMembers.id, turn.ids))
      .orderBy(staffMembers.id)
  ).filter((member) => mayBeGiven(member, kind));
  if (members.length === 0) return null;
  const chosen = members[(turn.turn - 1) % members.length];
  const assignee: Person = { id: chosen.id, name: chosen.name, email: chosen.email };
  await tx.insert(leadFollowUps).values({ leadKind: kind, leadId: id, assigneeId: assignee.id, assignedAt: new Date() });
  return assignee;
}

/**
 * Wraps a form's insert so the new lead is given in turn in the same transaction, its receipt
 * names the owner (`assigned_to`, for the owner's email), and the assignment is announced
 * once committed (`announce()` after the answer; a replayed answer announces nothing).
 */
export function givenInTurn(kind: LeadKind) {
  let given: { id: number; assignee: Person } | null = null;
  return {
    wrap:
      <Receipt extends { id: number }>(insert: (tx: Transaction) => Promise<Receipt>) =>
      async (tx: Transaction) => {
        const receipt = await insert(tx);
        const assignee = await giveInTurn(tx, kind, receipt.id);
        if (assignee) given = { id: receipt.id, assignee };
        return assignee ? { ...receipt, assigned_to: assignee } : receipt;
      },
    announce(): void {
      if (given) announceLeadEvent({ type: "lead.assigned", kind, id: given.id, assignee: given.assignee, at: new Date().toISOString() });
    },
  };
}

/** Sets (or clears, with null) the next step; a new time is reminded of again. */
export function setNextStep(db: Database, kind: LeadKind, id: number, step: { at: Date; text: string } | null): Promise<boolean> {
  return db.transaction((tx) =>
    changeFollowUp(tx, kind, id, {
      nextStepAt: step?.at ?? null,
      nextStepText: step?.text ?? null,
      nextStepRemindedAt: null,
    }),
  );
}

/** Keeps a won lead's value or a lost lead's reason beside its status (the status change is the caller's). */
export function setOutcome(db: Transaction, kind: LeadKind, id: number, outcome: { value_rupees?: number; lost_reason?: string }) {
  return changeFollowUp(db, kind, id, {
    valueRupees: outcome.value_rupees ?? null,
    lostReason: outcome.lost_reason ?? null,
  });
}

export const CONTACT_CHANNELS = ["call", "whatsapp"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** A tap on the call or WhatsApp link: who, when and which, in the lead's history. */
export function recordContact(db: Database, kind: LeadKind, id: number, channel: ContactChannel, author: Author): Promise<boolean> {
  return db.transaction(async (tx) => {
    const table = leadTable(kind);
    const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("share");
    if (!lead) return false;
    await tx.insert(leadEvents).values({ leadKind: kind, leadId: id, type: "contact", body: channel, staffId: author.staffId });
    await markResponded(tx, kind, id);
    return true;
  });
}

export interface DueReminder {
  kind: LeadKind;
  id: number;
  name: string;
  /** What the owner's mail tells of the lead: how to reach them and what they asked about. */
  email: string;
  phone: string | null;
  service: string | null;
  position: string | null;
  next_step: { at: string; text: string };
  assignee: Person;
}

/**
 * Claims the next steps due by `now` that were not reminded of yet. The guarded update marks
 * each row as it returns it, so however many instances ask at once, each reminder is handed
 * out once. Steps of leads with no owner wait until one is given.
 */
export async function claimDueReminders(db: Database, now: Date): Promise<DueReminder[]> {
  const claimed = await db
    .update(leadFollowUps)
    .set({ nextStepRemindedAt: now })
    .where(and(isNull(leadFollowUps.nextStepRemindedAt), isNotNull(leadFollowUps.assigneeId), lte(leadFollowUps.nextStepAt, now)))
    .returning();
  const reminders: DueReminder[] = [];
  for (const row of claimed) {
    const assignee = row.assigneeId === null ? undefined : await personOf(db, row.assigneeId);
    const lead = await findLead(db, row.leadKind, row.leadId);
    if (!assignee || !lead || !row.nextStepAt) continue;
    reminders.push({
      kind: row.leadKind,
      id: row.leadId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? null,
      service: lead.service ?? null,
      position: lead.position ?? null,
      next_step: { at: row.nextStepAt.toISOString(), text: row.nextStepText ?? "" },
      assignee,
    });
  }
  return reminders;
}

/**
 * Hands back reminders the site claimed but could not queue (its mail queue failing): each is
 * due again for the next claim, which is as guarded as the first. Only the step that was
 * claimed is released: a step changed since is a new reminder anyway. Returns how many.
 */
export async function releaseReminders(db: Database, reminders: { kind: LeadKind; id: number; at: Date }[]): Promise<number> {
  let released = 0;
  for (const { kind, id, at } of reminders) {
    const rows = await db
      .update(leadFollowUps)
      .set({ nextStepRemindedAt: null })
      .where(
        and(
          eq(leadFollowUps.leadKind, kind),
          eq(leadFollowUps.leadId, id),
          eq(leadFollowUps.nextStepAt, at),
          isNotNull(leadFollowUps.nextStepRemindedAt),
        ),
      )
      .returning({ id: leadFollowUps.leadId });
    released += rows.length;
  }
  return released;
}

/** Follow-ups go with their lead (deleteLead). */
export async function deleteFollowUp(tx: Transaction, kind: LeadKind, id: number): Promise<void> {
  await tx.delete(leadFollowUps).where(and(eq(leadFollowUps.leadKind, kind), eq(leadFollowUps.leadId, id)));
}

/** Follow-ups of leads received before `cutoff` (the retention sweep), deleted before the leads. */
export async function deleteFollowUpsBefore(tx: Transaction, kind: LeadKind, cutoff: Date): Promise<void> {
  const table = leadTable(kind);
  await tx
    .delete(leadFollowUps)
    .where(
      and(
        eq(leadFollowUps.leadKind, kind),
        sql`${leadFollowUps.leadId} in (select ${table.id} from ${table} where ${table.receivedAt} < ${cutoff.toISOString()}::timestamptz)`,
      ),
    );
}
