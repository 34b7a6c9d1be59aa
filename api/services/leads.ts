import { type SQL, sql } from "drizzle-orm";
import type { LeadJson } from "../../contract/answers/leads";
import { applicationStatusOf, LEAD_KINDS, type LeadForm, type LeadKind, type LeadStatus } from "../../contract/leads";
import type { LeadSource } from "../../contract/lead-source";
import type { Utm } from "../../contract/utm";
import type { Database, Transaction } from "../db/client";
import { applications, enquiries, leadEvents, staffMembers } from "../db/schema";
import { offsetOf } from "./paging";
import { followUpConditions, type FollowUpFilters } from "../leads/filters";

export interface LeadFilters extends FollowUpFilters {
  kind?: LeadKind;
  status?: LeadStatus;
  service?: string;
  position?: string;
  /** Received at or after. */
  since?: Date;
  /** Received before. */
  before?: Date;
  q?: string;
  /** utm_source, else the referring host, else "direct" (contract/lead-source.ts). */
  source?: string;
  campaign?: string;
}

export type { LeadJson };

interface LeadRow {
  kind: LeadKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string | null;
  form: LeadForm | null;
  utm: Utm | null;
  source: LeadSource | null;
  status: LeadStatus;
  received_at: Date | string;
  resume_name: string | null;
  resume_type: string | null;
  resume_size: number | null;
  spam_score: number | null;
  spam_reasons: string[] | null;
}

export const leadTable = (kind: LeadKind) => (kind === "enquiry" ? enquiries : applications);

/** Enquiries and applications as one list; the résumé bytes stay behind. */
const allLeads = sql`(
  select 'enquiry'::text as kind, id, full_name as name, email, phone, service as subject, message,
    meta->>'form' as form, meta->'utm' as utm, meta->'source' as source, status, received_at,
    null::text as resume_name, null::text as resume_type, null::integer as resume_size, spam_score, spam_reasons
  from ${enquiries}
  union all
  select 'application'::text, id, full_name, email, phone, position, cover,
    'career', null::jsonb, source, status, received_at, resume_name, resume_type, resume_size, spam_score, spam_reasons
  from ${applications}
) as leads`;

/** sourceLabel() of contract/lead-source.ts in SQL, lower-cased, over a row of allLeads. */
export const sourceLabelSql = sql.raw(
  `lower(coalesce(nullif(source->'utm'->>'utm_source', ''), nullif(source->>'referrer', ''), 'direct'))`,
);

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search that is a phone number as people write one: digits with spaces, dashes, dots, brackets, a "+". */
const PHONE_LIKE = /^[+\d\s().-]+$/;
/** A national number (India's, and most others') is ten digits; more is a country code or a trunk 0 in front. */
const NATIONAL_DIGITS = 10;

/**
 * The digits to look for in stored phone numbers, or null when the search is no phone number.
 * "98260 12345", "+91 98260-12345" and "09826012345" all find +919826012345.
 */
export function phoneDigitsOf(q: string): string | null {
  if (!PHONE_LIKE.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 4) return null;
  return digits.length > NATIONAL_DIGITS ? digits.slice(-NATIONAL_DIGITS) : digits;
}

function whereOf(filters: LeadFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.kind) conditions.push(sql`kind = ${filters.kind}`);
  // Spam has its own view (?status=spam): the inbox never shows it unasked.
  conditions.push(filters.status ? sql`status = ${filters.status}` : sql`status <> 'spam'`);
  if (filters.service) conditions.push(sql`kind = 'enquiry' and subject = ${filters.service}`);
  if (filters.position) conditions.push(sql`kind = 'application' and subject = ${filters.position}`);
  if (filters.since) conditions.push(sql`received_at >= ${filters.since.toISOString()}::timestamptz`);
  if (filters.before) conditions.push(sql`received_at < ${filters.before.toISOString()}::timestamptz`);
  if (filters.source) conditions.push(sql`${sourceLabelSql} = ${filters.source.toLowerCase()}`);
  if (filters.campaign) conditions.push(sql`lower(source->'utm'->>'utm_campaign') = ${filters.campaign.toLowerCase()}`);
  if (filters.q) {
    const pattern = containing(filters.q);
    const digits = phoneDigitsOf(filters.q);
    const byPhone = digits ? sql` or regexp_replace(phone, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``;
    conditions.push(
      sql`(name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern} or coalesce(message, '') ilike ${pattern}${byPhone})`,
    );
  }
  conditions.push(...followUpConditions(filters));
  return sql.join(conditions, sql` and `);
}

function leadJson(row: LeadRow): LeadJson {
  const subject = row.kind === "enquiry" ? { service: row.subject } : { position: row.subject };
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...subject,
    message: row.message,
    form: row.form ?? null,
    utm: row.utm && Object.keys(row.utm).length > 0 ? row.utm : null,
    source: row.source ?? null,
    // A row not yet turned by the start-up backfill still reads as a stage.
    status: row.kind === "application" ? applicationStatusOf(row.status) : row.status,
    received_at: new Date(row.received_at).toISOString(),
    resume:
      row.resume_name && row.resume_type && row.resume_size !== null
        ? { filename: row.resume_name, content_type: row.resume_type, size: row.resume_size }
        : null,
    spam_score: row.spam_score ?? 0,
    spam_reasons: row.spam_reasons ?? [],
  };
}

async function rowsOf<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const newestFirst = sql`order by received_at desc, id desc, kind`;

/** Every matching lead, newest first (the CSV export). */
export async function findLeads(db: Database, filters: LeadFilters): Promise<LeadJson[]> {
  const rows = await rowsOf<LeadRow>(db, sql`select * from ${allLeads} where ${whereOf(filters)} ${newestFirst}`);
  return rows.map(leadJson);
}

export interface LeadEventRow {
  lead_kind: LeadKind;
  lead_id: number;
  type: string;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  body: string | null;
  created_at: Date | string;
  by_name: string | null;
  by_email: string | null;
}

/** The history of every matching lead, oldest first (the CSV export's notes and status columns). */
export function findLeadEvents(db: Database, filters: LeadFilters): Promise<LeadEventRow[]> {
  return rowsOf<LeadEventRow>(
    db,
    sql`select e.lead_kind, e.lead_id, e.type, e.from_status, e.to_status, e.body, e.created_at,
          s.name as by_name, s.email as by_email
        from ${leadEvents} e
        join (select kind, id from ${allLeads} where ${whereOf(filters)}) k on k.kind = e.lead_kind and k.id = e.lead_id
        left join ${staffMembers} s on s.id = e.staff_id
        where e.deleted_at is null
        order by e.created_at, e.id`,
  );
}

/** New leads of the given kinds (those the caller may read). */
export async function countNewLeads(db: Database, kinds: readonly LeadKind[] = LEAD_KINDS): Promise<number> {
  const countOf = (kind: LeadKind) => (kinds.includes(kind) ? sql`(select count(*) from ${leadTable(kind)} where status = 'new')` : sql`0`);
  const [row] = await rowsOf<{ count: number }>(db, sql`select (${countOf("enquiry")} + ${countOf("application")})::integer as count`);
  return Number(row.count);
}

/**
 * One page of matching leads and their total. A search is the costly filter, so with one the
 * total comes with the rows (a window count) and the search runs once; without one a separate
 * count is cheaper than carrying every row through the window (measured on PGlite, 25k leads).
 */
export async function pageOfLeads(db: Database, filters: LeadFilters, page: number, perPage: number, newKinds: readonly LeadKind[] = LEAD_KINDS) {
  const where = whereOf(filters);
  const countTogether = Boolean(filters.q);
  const total = countTogether ? sql`, count(*) over ()::integer as total` : sql``;
  const countAlone = () => rowsOf<{ total: number }>(db, sql`select count(*)::integer as total from ${allLeads} where ${where}`);
  const [rows, newCount, counted] = await Promise.all([
    rowsOf<LeadRow & { total?: number }>(
      db,
      sql`select *${total} from ${allLeads} where ${where} ${newestFirst} limit ${perPage} offset ${offsetOf(page, perPage)}`,
    ),
    countNewLeads(db, newKinds),
    countTogether ? null : countAlone(),
  ]);
  const found = counted ?? (rows.length > 0 ? [{ total: rows[0].total ?? 0 }] : await countAlone());
  return { data: rows.map(leadJson), page, per_page: perPage, total: Number(found[0].total), new_count: newCount };
}

export interface LeadKey {
  kind: LeadKind;
  id: number;
}

/**
 * The leads just before (newer) and after (older) this one in the inbox's order under `filters`,
 * so staff can walk a filtered list lead by lead. Nulls at either end, or when the lead is not in it.
 */
export async function neighboursOf(db: Database, filters: LeadFilters, kind: LeadKind, id: number) {
  const rows = await rowsOf<LeadKey & { step: number }>(
    db,
    sql`with ranked as (
          select kind, id, row_number() over (order by received_at desc, id desc, kind) as n
          from ${allLeads} where ${whereOf(filters)}
        )
        select r.kind, r.id, (r.n - t.n)::integer as step
        from ranked r join ranked t on t.kind = ${kind} and t.id = ${id}
        where r.n in (t.n - 1, t.n + 1)`,
  );
  const at = (step: number): LeadKey | null => {
    const row = rows.find((candidate) => Number(candidate.step) === step);
    return row ? { kind: row.kind, id: row.id } : null;
  };
  return { newer: at(-1), older: at(1) };
}

export async function findLead(db: Database | Transaction, kind: LeadKind, id: number): Promise<LeadJson | undefined> {
  const [row] = await rowsOf<LeadRow>(db, sql`select * from ${allLeads} where kind = ${kind} and id = ${id}`);
  return row ? leadJson(row) : undefined;
}
