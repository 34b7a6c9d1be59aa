import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LeadKind } from "../../contract/leads";
import type { Database } from "../db/client";
import { applications, comments, enquiries, leadEvents } from "../db/schema";
import { normalEmail } from "./staff-members";
import { phoneDigitsOf } from "./leads";

/** One person, as the owner typed them: an email address, or a phone number (its last digits, as the inbox searches). */
export type Person = { email: string } | { phoneDigits: string };

export function personOf(q: string): Person | null {
  const text = q.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { email: normalEmail(text) };
  const digits = phoneDigitsOf(text);
  // Too few digits would match strangers: ten, or a full national number, at least.
  return digits && digits.length >= 10 ? { phoneDigits: digits } : null;
}

const phoneOf = (column: SQL | AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** Leads whose email is the person's, or whose phone ends with their digits. */
const leadMatch = (table: typeof enquiries | typeof applications, person: Person) =>
  "email" in person ? sql`lower(${table.email}) = ${person.email}` : sql`${phoneOf(table.phone)} like ${`%${person.phoneDigits}`}`;

/** Comments hold no address of their own: those that mention the person's email or phone in their words or name. */
const commentMatch = (person: Person) =>
  "email" in person
    ? sql`(position(${person.email} in lower(${comments.content})) > 0 or position(${person.email} in lower(${comments.name})) > 0)`
    : sql`position(${person.phoneDigits} in regexp_replace(${comments.content}, '[^0-9]', '', 'g')) > 0`;

/** Everything held about one person; résumé bytes only when asked for (the export). */
export async function findPerson(db: Database, person: Person, { withFiles = false } = {}) {
  const [enquiryRows, applicationRows, commentRows] = await Promise.all([
    db.select().from(enquiries).where(leadMatch(enquiries, person)),
    db.select().from(applications).where(leadMatch(applications, person)),
    db.select().from(comments).where(commentMatch(person)),
  ]);
  const eventsOf = async (kind: LeadKind, ids: number[]) =>
    ids.length === 0 ? [] : db.select().from(leadEvents).where(and(eq(leadEvents.leadKind, kind), inArray(leadEvents.leadId, ids)));
  const events = [
    ...(await eventsOf("enquiry", enquiryRows.map((row) => row.id))),
    ...(await eventsOf("application", applicationRows.map((row) => row.id))),
  ];
  return {
    enquiries: enquiryRows,
    applications: applicationRows.map(({ resumeData, ...row }) => ({
      ...row,
      ...(withFiles ? { resume_base64: resumeData.toString("base64") } : {}),
    })),
    comments: commentRows.map(({ ownerTokenHash: _hidden, ...row }) => row),
    lead_history: events,
  };
}

export type PersonRecords = Awaited<ReturnType<typeof findPerson>>;

export const countsOf = (found: PersonRecords) => ({
  enquiries: found.enquiries.length,
  applications: found.applications.length,
  comments: found.comments.length,
  lead_history: found.lead_history.length,
});

/**
 * Erases everything held about the person in one transaction: leads, their history (notes may
 * quote them), their résumés (stored in the application rows, so gone with them) and comments
 * that mention them. What was erased, counted.
 */
export function erasePerson(db: Database, person: Person) {
  return db.transaction(async (tx) => {
    const counts = { enquiries: 0, applications: 0, comments: 0, lead_history: 0 };
    for (const [kind, table] of [["enquiry", enquiries], ["application", applications]] as const) {
      const ids = (await tx.select({ id: table.id }).from(table).where(leadMatch(table, person)).for("update")).map((row) => row.id);
      if (ids.length === 0) continue;
      const events = await tx.delete(leadEvents).where(and(eq(leadEvents.leadKind, kind), inArray(leadEvents.leadId, ids))).returning({ id: leadEvents.id });
      const rows = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
      counts.lead_history += events.length;
      counts[kind === "enquiry" ? "enquiries" : "applications"] = rows.length;
    }
    counts.comments = (await tx.delete(comments).where(commentMatch(person)).returning({ id: comments.id })).length;
    return counts;
  });
}
