import type { IncomingMessage, ServerResponse } from "node:http";
import type { VisitRow } from "../../contract/visits";
import { pageViewOf, type PageView } from "./classify";
import { endOfIstDay, istDay } from "./ist-day";
import type { VisitorBook } from "./visitor-book";

/** Rows kept between flushes at most; past it a new combination goes to the page's "other" row. */
const MAX_ROWS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface VisitCounterOptions {
  /** The site's own host: a referrer from it is a page of the visit, not a source. */
  ownHost: string;
  book: VisitorBook;
  /** The visitor's address (server/visits/client-address.ts). */
  addressOf: (req: IncomingMessage) => string;
  now?: () => Date;
}

/**
 * Counts page views as they are served: a Map increment in memory per view, drained by the
 * flusher every few seconds into additive upserts. Only a page answered 200 or 304 counts, so
 * a redirect or a 404 (an unknown address) never makes a row.
 */
export class VisitCounter {
  private rows = new Map<string, VisitRow>();
  private readonly now: () => Date;
  /** The current day and the instants it starts and ends: worked out once a day, not per request. */
  private day = { name: "", from: 0, until: 0 };

  constructor(private readonly options: VisitCounterOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Called for every request before the page cache; counts it once its answer is known. */
  observe(req: IncomingMessage, res: ServerResponse): void {
    const view = pageViewOf(req, this.options.ownHost);
    if (!view) return;
    const day = this.today();
    res.once("finish", () => {
      if (res.statusCode !== 200 && res.statusCode !== 304) return;
      const first = this.options.book.firstToday(day, this.options.ownHost, this.options.addressOf(req), view.userAgent);
      if (typeof first === "boolean") this.add(day, view, first);
      else void first.then((isFirst) => this.add(day, view, isFirst));
    });
  }

  private today(): string {
    const at = this.now().getTime();
    if (at < this.day.from || at >= this.day.until) {
      const name = istDay(new Date(at));
      const until = endOfIstDay(name).getTime();
      this.day = { name, from: until - DAY_MS, until };
    }
    return this.day.name;
  }

  add(day: string, view: PageView, firstToday: boolean): void {
    let key = `${day}|${view.path}|${view.referrer}|${view.utmSource}|${view.utmMedium}|${view.utmCampaign}|${view.device}|${view.country}`;
    let row = this.rows.get(key);
    if (!row && this.rows.size >= MAX_ROWS) {
      key = `${day}|other|||||${view.device}|`;
      row = this.rows.get(key);
    }
    if (!row) {
      const full = this.rows.size < MAX_ROWS;
      row = {
        day,
        path: full ? view.path : "other",
        referrer: full ? view.referrer : "",
        utm_source: full ? view.utmSource : "",
        utm_medium: full ? view.utmMedium : "",
        utm_campaign: full ? view.utmCampaign : "",
        device: view.device,
        country: full ? view.country : "",
        pageviews: 0,
        visits: 0,
        visitors: 0,
      };
      this.rows.set(key, row);
    }
    row.pageviews += 1;
    if (view.entry) row.visits += 1;
    if (firstToday) row.visitors += 1;
  }

  /** The counts since the last call, and a fresh start. */
  drain(): VisitRow[] {
    const rows = [...this.rows.values()];
    this.rows = new Map();
    return rows;
  }

  /** Counts a flush could not deliver go back, to be added to the next one. */
  restore(rows: VisitRow[]): void {
    for (const row of rows) {
      const key = `${row.day}|${row.path}|${row.referrer}|${row.utm_source}|${row.utm_medium}|${row.utm_campaign}|${row.device}|${row.country}`;
      const kept = this.rows.get(key);
      if (!kept) {
        if (this.rows.size < MAX_ROWS) this.rows.set(key, { ...row });
        continue;
      }
      kept.pageviews += row.pageviews;
      kept.visits += row.visits;
      kept.visitors += row.visitors;
    }
  }
}
