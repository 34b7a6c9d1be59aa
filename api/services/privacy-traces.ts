import { type SQL, sql } from "drizzle-orm";
import type { LeadKind } from "../../contract/leads";
import type { Transaction } from "../db/client";

/** What identifies one person in text: their email addresses (lower-cased) and phone numbers (last 10 digits). */
export interface Needles {
  emails: string[];
  phones: string[];
}

export interface LeadRef {
  kind: LeadKind;
  id: number;
}

/** Separators a phone number is written with ("+91 98765-43210", "(987) 654 3210"); anything else ends a number. */
const PHONE_SEPARATORS = "[[:space:]().+-]";

/** True when `text` holds one of the person's emails (any case) or phone numbers (however spaced). */
export function mentions(text: SQL, needles: Needles): SQL {
  const tests = [
    ...needles.emails.map((email) => sql`position(${email} in lower(${text})) > 0`),
    ...needles.phones.map((digits) => sql`position(${digits} in regexp_replace(${text}, ${PHONE_SEPARATORS}, '', 'g')) > 0`),
  ];
  return tests.length ? sql`(${sql.join(tests, sql` or `)})` : sql`false`;
}

/**
 * The site's own tables (server/outbox/schema.ts): with the built-in API they live in its
 * database (server/index.ts opens both on one), so the erasure reaches them in its transaction.
 * An API serving another site's server has none of them.
 */
const SITE_TABLES = ["site_mail", "site_outbox", "comment_digest_items"] as const;

async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

const counted = async (tx: Transaction, query: SQL) => (await rowsOf(tx, sql`${query} returning 1`)).length;

const leadPairs = (leads: LeadRef[]) => sql.join(leads.map((lead) => sql`(${lead.kind}, ${lead.id})`), sql`, `);

/** A webhook payload names its lead (`lead.kind`, `lead.id`); a mail its lead in the key (`lead:enquiry:42:…`). */
function aboutLeads(leads: LeadRef[], payloadLead: SQL, mailKey?: SQL): SQL {
  if (leads.length === 0) return sql`false`;
  const byPayload = sql`(${payloadLead}->>'kind', ${payloadLead}->>'id') in (${sql.join(
    leads.map((lead) => sql`(${lead.kind}::text, ${String(lead.id)}::text)`),
    sql`, `,
  )})`;
  if (!mailKey) return byPayload;
  const keys = leads.map((lead) => `lead:${lead.kind}:${lead.id}:%`);
  return sql`(${byPayload} or ${mailKey} like any(${sql`array[${sql.join(keys.map((key) => sql`${key}`), sql`, `)}]::text[]`}))`;
}

export interface TraceCounts {
  /** Mail queued or sent about them or to them, deleted. */
  mail: number;
  /** Webhook deliveries of their leads: pending ones deleted (never sent), delivered or failed ones emptied. */
  webhook_deliveries: number;
  /** Follow-ups, the site's held submissions, digest lines, replay records, audit details and page counts that held them. */
  other_records: number;
}

/**
 * Everything beyond the leads and comments that may hold the person, erased or redacted in the
 * caller's transaction (docs/privacy-requests.md): their leads' follow-ups, webhook deliveries and
 * attempts, the site's mail queue, outbox and comment digest, replay records and audit details.
 */
export async function eraseTraces(tx: Transaction, needles: Needles, leads: LeadRef[]): Promise<TraceCounts> {
  const counts: TraceCounts = { mail: 0, webhook_deliveries: 0, other_records: 0 };
  if (leads.length > 0) {
    counts.other_records += await counted(tx, sql`delete from lead_follow_ups where (lead_kind, lead_id) in (${leadPairs(leads)})`);
    // The replay record's fingerprint hashes what they sent; its answer names the lead.
    for (const [kind, scope] of [["enquiry", "enquiries"], ["application", "applications"]] as const) {
      const ids = leads.filter((lead) => lead.kind === kind).map((lead) => String(lead.id));
      if (ids.length === 0) continue;
      counts.other_records += await counted(
        tx,
        sql`delete from idempotency_keys where scope = ${scope} and response->>'id' in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
    }
  }

  const delivery = sql`(${aboutLeads(leads, sql`payload->'lead'`)} or ${mentions(sql`payload::text`, needles)})`;
  // Not yet sent (a first try or a retry): deleted with their attempts, so nothing of theirs goes out.
  counts.webhook_deliveries += await counted(tx, sql`delete from webhook_deliveries where delivered_at is null and failed_at is null and ${delivery}`);
  // Sent or given up: the log keeps the event, not the lead, nor the receiver's answer.
  const emptied = await rowsOf<{ id: number }>(
    tx,
    sql`update webhook_deliveries
          set payload = jsonb_build_object('id', payload->'id', 'type', payload->'type', 'created_at', payload->'created_at', 'erased', true),
              last_error = null
        where ${delivery} returning id`,
  );
  counts.webhook_deliveries += emptied.length;
  const redactedIds = emptied.map((row) => row.id);
  await tx.execute(
    sql`update webhook_attempts set excerpt = null
        where ${redactedIds.length ? sql`delivery_id in (${sql.join(redactedIds.map((id) => sql`${id}`), sql`, `)}) or` : sql``} ${mentions(sql`coalesce(excerpt, '')`, needles)}`,
  );

  // A search the inbox's CSV export was asked with, a sign-in typed with their email: the entry stays, the words go.
  counts.other_records += await counted(
    tx,
    sql`update audit_events
          set details = case when ${mentions(sql`details::text`, needles)} then '{"erased": true}'::jsonb else details end,
              summary = case when ${mentions(sql`summary`, needles)} then 'Details removed by a privacy erasure' else summary end,
              actor_name = case when ${mentions(sql`actor_name`, needles)} then 'Erased' else actor_name end
        where ${mentions(sql`details::text || ' ' || summary || ' ' || actor_name`, needles)}`,
  );

  // Page counts are aggregates, but a campaign or a mistyped path can be an address: those rows are
  // folded into one with the words replaced, their counts kept (the key holds the words).
  const visitText = (column: string) => sql.raw(column);
  const erasedWords = (column: string) => sql`case when ${mentions(visitText(column), needles)} then '(erased)' else ${visitText(column)} end`;
  const visitWords = ["path", "referrer", "utm_source", "utm_medium", "utm_campaign"];
  counts.other_records += await counted(
    tx,
    sql`with gone as (
          delete from visit_days where ${mentions(sql.raw(visitWords.join(" || ' ' || ")), needles)} returning *
        )
        insert into visit_days (day, path, referrer, utm_source, utm_medium, utm_campaign, device, country, pageviews, visits, visitors)
        select day, ${sql.join(visitWords.map(erasedWords), sql`, `)}, device, country,
               sum(pageviews)::int, sum(visits)::int, sum(visitors)::int
          from gone group by 1, 2, 3, 4, 5, 6, 7, 8
        on conflict (day, path, referrer, utm_source, utm_medium, utm_campaign, device, country) do update
          set pageviews = visit_days.pageviews + excluded.pageviews, visits = visit_days.visits + excluded.visits,
              visitors = visit_days.visitors + excluded.visitors`,
  );

  const present = new Set(
    (
      await rowsOf<{ name: string }>(
        tx,
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relname in (${sql.join(SITE_TABLES.map((name) => sql`${name}`), sql`, `)})`,
      )
    ).map((row) => row.name),
  );
  if (present.has("site_mail")) {
    // Waiting or sent alike: a sent mail is only a record, and one still waiting must not go.
    counts.mail += await counted(
      tx,
      sql`delete from site_mail where ${aboutLeads(leads, sql`only_if_new_lead`, sql`key`)} or ${mentions(sql`key || ' ' || message::text`, needles)}`,
    );
  }
  if (present.has("comment_digest_items")) {
    counts.other_records += await counted(tx, sql`delete from comment_digest_items where ${mentions(sql`notice::text`, needles)}`);
  }
  if (present.has("site_outbox")) {
    // A submission of theirs the API has not taken yet: it must not arrive after the erasure.
    counts.other_records += await counted(tx, sql`delete from site_outbox where ${mentions(sql`payload::text`, needles)}`);
  }
  return counts;
}
