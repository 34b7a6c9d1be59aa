import { type SQL, sql } from "drizzle-orm";
import { INSIGHTS_ROWS_MAX, type InsightsBreakdownRow, type InsightsFigures } from "../../contract/insights";
import type { Database } from "../db/client";
import { applications, enquiries, leadEvents, visitDays } from "../db/schema";
import { wonValueSql } from "./insights-won";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST = "Asia/Kolkata";

/** An inclusive range of IST days, as 2026-11-01..2026-11-30. */
export interface DayRange {
  from: string;
  to: string;
}

/** The range of the same length ending the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const from = new Date(`${range.from}T00:00:00Z`).getTime();
  const days = Math.round((new Date(`${range.to}T00:00:00Z`).getTime() - from) / DAY_MS) + 1;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(from - days * DAY_MS), to: day(from - DAY_MS) };
}

/** Leads of both kinds with what the dashboard reads of them; spam is no lead. */
const leadsIn = (range: DayRange) => sql`(
  select 'enquiry'::text as kind, id, service, coalesce(meta->>'form', case when meta ? 'utm' then 'quote' else 'contact' end) as form,
    meta->'source' as source, status, received_at, ${wonValueSql("enquiry")} as won_value
  from ${enquiries}
  union all
  select 'application'::text, id, null::text, 'career', source, status, received_at, ${wonValueSql("application")}
  from ${applications}
) as l where l.status <> 'spam'
  and (l.received_at at time zone ${IST})::date between ${range.from}::date and ${range.to}::date`;

/** Leads in the range counted as the dashboard counts them: both kinds, spam left out. */
export const leadCountIn = (range: DayRange) => sql`(select count(*) from ${leadsIn(range)})`;

/** The median of the minutes from each lead's arrival to its first recorded step (status, note, call). */
export const firstResponseMedianMinutes = (range: DayRange) => sql`(select percentile_cont(0.5) within group (order by minutes) from (
        select extract(epoch from (min(e.created_at) - l.received_at)) / 60 as minutes
        from (select l.* from ${leadsIn(range)}) as l
        join ${leadEvents} e on e.lead_kind = l.kind and e.lead_id = l.id
        group by l.kind, l.id, l.received_at
      ) as answered)`;

const number = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const money = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface Grouped {
  key: string;
  visits?: unknown;
  leads?: unknown;
  won?: unknown;
  won_value?: unknown;
}

/** Visits and leads side by side under one key (a source, a campaign, a landing page), the busiest first. */
async function breakdown(db: Database, range: DayRange, visitKey: SQL | null, leadKey: SQL): Promise<InsightsBreakdownRow[]> {
  const visits = visitKey
    ? sql`select ${visitKey} as key, sum(visits) as visits, 0 as leads, 0 as won, null::numeric as won_value
        from ${visitDays} where day between ${range.from}::date and ${range.to}::date group by 1`
    : sql`select null::text as key, 0 as visits, 0 as leads, 0 as won, null::numeric as won_value where false`;
  const rows = await rowsOf<Grouped>(
    db,
    sql`select key, sum(visits) as visits, sum(leads) as leads, sum(won) as won, sum(won_value) as won_value from (
      ${visits}
      union all
      select ${leadKey} as key, 0, count(*), count(*) filter (where status = 'won'), sum(won_value) filter (where status = 'won')
      from ${leadsIn(range)} group by 1
    ) as both_sides group by key order by sum(leads) desc, sum(visits) desc, key limit ${INSIGHTS_ROWS_MAX}`,
  );
  return rows.map((row) => ({ key: row.key, visits: number(row.visits), leads: number(row.leads), won: number(row.won), won_value: money(row.won_value) }));
}

/** The visit side's source: the campaign's, else the referring host, else direct (contract/lead-source.ts). */
const visitSource = sql.raw(`coalesce(nullif(utm_source, ''), nullif(referrer, ''), 'direct')`);
const leadSource = sql.raw(`lower(coalesce(nullif(source->'utm'->>'utm_source', ''), nullif(source->>'referrer', ''), 'direct'))`);
const NONE = "(none)";

/** Every figure of the dashboard for one range of IST days. */
export async function insightsFor(db: Database, range: DayRange): Promise<InsightsFigures> {
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
      (select coalesce(sum(pageviews), 0) from ${visitDays} where day between ${range.from}::date and ${range.to}::date) as pageviews,
      (select coalesce(sum(visits), 0) from ${visitDays} where day between ${range.from}::date and ${range.to}::date) as visits,
      (select coalesce(sum(visitors), 0) from ${visitDays} where day between ${range.from}::date and ${range.to}::date) as visitors,
      ${leadCountIn(range)} as leads,
      (select count(*) from ${leadsIn(range)} and l.status = 'won') as won,
      (select sum(won_value) from ${leadsIn(range)} and l.status = 'won') as won_value,
      ${firstResponseMedianMinutes(range)} as first_response_minutes`,
  );
  const daily = await rowsOf<Record<string, unknown>>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day,
      (select coalesce(sum(visits), 0) from ${visitDays} v where v.day = d::date) as visits,
      (select count(*) from ${leadsIn(range)} and (l.received_at at time zone ${IST})::date = d::date) as leads,
      (select count(*) from ${leadsIn(range)} and l.status = 'won' and (l.received_at at time zone ${IST})::date = d::date) as won
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d order by d`,
  );
  const [bySource, byCampaign, byLanding, byService, byForm] = await Promise.all([
    breakdown(db, range, visitSource, leadSource),
    breakdown(db, range, sql`coalesce(nullif(utm_campaign, ''), ${NONE})`, sql`coalesce(nullif(lower(source->'utm'->>'utm_campaign'), ''), ${NONE})`),
    breakdown(db, range, sql`path`, sql`coalesce(lower(source->>'landing'), ${NONE})`),
    breakdown(db, range, null, sql`coalesce(service, 'career')`),
    rowsOf<{ key: string; leads: unknown }>(db, sql`select form as key, count(*) as leads from ${leadsIn(range)} group by 1 order by 2 desc, 1`),
  ]);
  return {
    from: range.from,
    to: range.to,
    totals: {
      pageviews: number(totals.pageviews),
      visits: number(totals.visits),
      visitors: number(totals.visitors),
      leads: number(totals.leads),
      won: number(totals.won),
      won_value: money(totals.won_value),
      first_response_minutes: totals.first_response_minutes === null ? null : Math.round(Number(totals.first_response_minutes)),
    },
    daily: daily.map((row) => ({ day: String(row.day), visits: number(row.visits), leads: number(row.leads), won: number(row.won) })),
    by_source: bySource,
    by_campaign: byCampaign,
    by_landing: byLanding,
    by_service: byService.map((row) => ({ ...row, visits: 0 })),
    by_form: byForm.map((row) => ({ key: row.key, leads: number(row.leads) })),
  };
}
