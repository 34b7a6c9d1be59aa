import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LeadKind } from "../../contract/leads";
import type { Database, Transaction } from "../db/client";
import { applications, comments, enquiries, leadEvents } from "../db/schema";
import { normalEmail } from "./staff-members";
import { phoneDigitsOf } from "./leads";
import { eraseTraces, type LeadRef, mentions, type Needles } from "./privacy-traces";

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

/** The person's email addresses and phone numbers: the one typed, and those on their leads. */
function needlesOf(person: Person, leads: Array<{ email: string; phone: string }>): Needles {
  const emails = new Set("email" in person ? [person.email] : []);
  const phones = new Set("phoneDigits" in person ? [person.phoneDigits] : []);
  for (const lead of leads) {
    emails.add(normalEmail(lead.email));
    const digits = phoneDigitsOf(lead.phone);
    // A number too short to be theirs alone would match strangers.
    if (digits && digits.length >= 10) phones.add(digits);
  }
  return { emails: [...emails], phones: [...phones] };
}

/** Comments hold no address of their own: those that mention the person's email or phone in their words or name. */
const commentMatch = (needles: Needles) => mentions(sql`${comments.content} || ' ' || ${comments.name}`, needles);

/** The person's leads, locked until the erasure commits. */
async function leadsToErase(tx: Transaction, person: Person) {
  const select = (table: typeof enquiries | typeof applications) =>
    tx.select({ id: table.id, email: table.email, phone: table.phone }).from(table).where(leadMatch(table, person)).for("update");
  return { enquiry: await select(enquiries), application: await select(applications) };
}

/** Everything held about one person; résumé bytes only when asked for (the export). */
export async function findPerson(db: Database, person: Person, { withFiles = false } = {}) {
  const [enquiryRows, applicationRows] = await Promise.all([
    db.select().from(enquiries).where(leadMatch(enquiries, person)),
    db.select().from(applications).where(leadMatch(applications, person)),
  ]);
  const commentRows = await db.select().from(comments).where(commentMatch(needlesOf(person, [...enquiryRows, ...applicationRows])));
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
 * quote them), their résumés (stored in the application rows, so gone with them), comments that
 * mention them, and every other trace (privacy-traces.ts): mail, webhook deliveries, the site's
 * outbox, follow-ups, replay records, audit details. What was erased, counted.
 */
export function erasePerson(db: Database, person: Person) {
  return db.transaction(async (tx) => {
    const counts = { enquiries: 0, applications: 0, comments: 0, lead_history: 0 };
    const found = await leadsToErase(tx, person);
    const needles = needlesOf(person, [...found.enquiry, ...found.application]);
    const leads: LeadRef[] = [];
    for (const [kind, table] of [["enquiry", enquiries], ["application", applications]] as const) {
      const ids = found[kind].map((row) => row.id);
      if (ids.length === 0) continue;
      const events = await tx.delete(leadEvents).where(and(eq(leadEvents.leadKind, kind), inArray(leadEvents.leadId, ids))).returning({ id: leadEvents.id });
      const rows = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
      counts.lead_history += events.length;
      counts[kind === "enquiry" ? "enquiries" : "applications"] = rows.length;
      leads.push(...ids.map((id) => ({ kind, id })));
    }
    counts.comments = (await tx.delete(comments).where(commentMatch(needles)).returning({ id: comments.id })).length;
    return { ...counts, ...(await eraseTraces(tx, needles, leads)) };
  });
}
