import { z } from "zod";
import type { InsightsAnswer, InsightsTotals } from "../../contract/insights";
import { insightsAnswerSchema } from "../../app/lib/console/insights-schema";
import { change, conversion, formatCount, formatMinutes, formatRupees } from "../../app/lib/console/insights-format";
import { mailHtml } from "../mail/mail-html";
import type { MailMessage, MailQueue } from "../mail/queue";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Monday 09:00 in India. */
const SEND_HOUR_IST = 9;
const CHECK_EVERY_MS = 15 * 60_000;
const TOP_SOURCES = 5;

export interface WeeklyWindow {
  /** The mail's queue key: one per reported week, whichever instance gets there first. */
  key: string;
  /** The reported week, Monday to Sunday, IST days. */
  from: string;
  to: string;
}

/**
 * The week to report at `now`: on Monday from 09:00 IST to the day's end, the whole week before
 * (Monday to Sunday, IST); at any other time none, so a server that starts mid-week sends nothing late.
 */
export function weeklyWindow(now: Date): WeeklyWindow | null {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  const thisMonday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - sinceMonday * DAY_MS;
  if (sinceMonday !== 0 || ist.getUTCHours() < SEND_HOUR_IST) return null;
  const from = new Date(thisMonday - 7 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(thisMonday - DAY_MS).toISOString().slice(0, 10);
  return { key: `insights:weekly:${from}`, from, to };
}

export const weeklyFiguresSchema = insightsAnswerSchema.extend({ owners: z.array(z.string()) });
export type WeeklyFigures = InsightsAnswer & { owners: string[] };

function line(label: string, now: InsightsTotals, before: InsightsTotals, field: "visits" | "leads" | "won" | "visitors") {
  return { label, value: `${formatCount(now[field])} (${change(now[field], before[field])} on the week before: ${formatCount(before[field])})` };
}

/** The week's figures and the change from the week before, for the owners. */
export function weeklyMail(figures: WeeklyFigures, settings: { from: string; siteUrl: string }): MailMessage {
  const now = figures.current.totals;
  const before = figures.previous.totals;
  const url = `${settings.siteUrl}/console/insights?from=${figures.current.from}&to=${figures.current.to}`;
  const intro = `Where clients came from in the week ${figures.current.from} to ${figures.current.to} (IST), against the week before.`;
  const fields = [
    line("Visits", now, before, "visits"),
    line("Visitors", now, before, "visitors"),
    line("Leads", now, before, "leads"),
    { label: "Conversion", value: `${conversion(now.leads, now.visits)} (was ${conversion(before.leads, before.visits)})` },
    line("Won", now, before, "won"),
    { label: "Won value", value: `${formatRupees(now.won_value)} (was ${formatRupees(before.won_value)})` },
    { label: "First response (median)", value: `${formatMinutes(now.first_response_minutes)} (was ${formatMinutes(before.first_response_minutes)})` },
    {
      label: "Top sources",
      value:
        figures.current.by_source
          .slice(0, TOP_SOURCES)
          .map((row) => `${row.key}: ${formatCount(row.visits)} visits, ${formatCount(row.leads)} leads, ${formatCount(row.won)} won`)
          .join("\n") || "None yet",
      block: true,
    },
  ];
  const text = fields.map((field) => `${field.label}: ${field.value}`).join("\n");
  return {
    from: settings.from,
    to: figures.owners,
    subject: `Weekly insights ${figures.current.from} to ${figures.current.to}: ${formatCount(now.leads)} leads from ${formatCount(now.visits)} visits`,
    text: `${intro}\n\n${text}\n\nThe dashboard: ${url}\n`,
    html: mailHtml({ intro, fields, link: { href: url, text: "Open the dashboard" } }),
  };
}

interface WeeklyOptions {
  queue: Pick<MailQueue, "add" | "find">;
  /** GET /api/insights/weekly for the week (the site key's call). */
  fetchFigures: (window: WeeklyWindow) => Promise<WeeklyFigures>;
  settings: { from: string; siteUrl: string };
  kick: () => void;
  now?: () => Date;
}

/**
 * Queues the weekly mail once per week: the queue's key is the week, and a key already queued
 * is not queued again, so several instances checking at once send one mail.
 */
export async function queueWeeklyInsights({ queue, fetchFigures, settings, kick, now = () => new Date() }: WeeklyOptions): Promise<boolean> {
  const window = weeklyWindow(now());
  if (!window || (await queue.find(window.key))) return false;
  const figures = await fetchFigures(window);
  if (!figures.owners.length) return false;
  await queue.add({ key: window.key, message: weeklyMail(figures, settings) });
  kick();
  return true;
}

/** Checks every 15 minutes whether this week's mail is due (the first time once the API is listening). */
export function startWeeklyInsights(options: WeeklyOptions): { stop(): void } {
  const check = () =>
    queueWeeklyInsights(options).catch((error: unknown) => console.warn(`[insights] weekly mail not queued yet: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(() => void check(), 60_000);
  first.unref();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
