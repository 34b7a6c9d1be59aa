import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InsightsAnswer } from "../../contract/insights";
import type { VisitRow } from "../../contract/visits";
import { cachedPageFastPath } from "../../server/page-cache/fast-path";
import { servePageCache } from "../../server/page-cache/middleware";
import { PageCache } from "../../server/page-cache/page-cache";
import { countingFirst, startVisitCounting, trustFor } from "../../server/visits/start";
import { MemoryVisitorBook } from "../../server/visits/visitor-book";
import { type TestServer, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

const SITE_KEY = "site-key-for-insight-tests-0123456789";
const SITE = { "X-Site-Key": SITE_KEY };
let t: TestServer;
let owner: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({ seed: false, siteKey: SITE_KEY }, { directSql: true });
  owner = (await memberSession(t, "owner@agency.example", "owner")).headers;
  sales = (await memberSession(t, "sales@agency.example", "staff")).headers;
});
afterAll(() => t.close());

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PAGE = "<!doctype html><html><head></head><body><p>A page</p></body></html>";

/** The site's request path as server/app.ts builds it: counting first, the page cache's fast path, then a counted render. */
async function siteWithCounting(clock: { now: Date }) {
  const renders: string[] = [];
  const cache = new PageCache();
  const book = new MemoryVisitorBook();
  const visits = startVisitCounting({
    siteUrl: "http://agency.test",
    trust: trustFor("loopback"),
    send: async (rows: VisitRow[]) => {
      const answer = await t.call("/visits", { method: "POST", headers: SITE, json: { rows } });
      if (answer.status !== 204) throw new Error(`visits answered ${answer.status}`);
    },
    now: () => clock.now,
    book,
    flushEveryMs: 3_600_000,
  });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(
    servePageCache({
      cache,
      loadContext: () => ({ cspNonce: "n", clientIp: "127.0.0.1" }),
      render: async (request) => {
        const { pathname } = new URL(request.url);
        renders.push(pathname);
        if (pathname === "/nowhere") return new Response(null, { status: 302, headers: { Location: "/" } });
        return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" } });
      },
    }),
  );
  const fast = cachedPageFastPath({ cache, securityHeaders: [] });
  const server = createServer(countingFirst(visits, (req: IncomingMessage, res: ServerResponse) => void (fast(req, res) || app(req, res))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string>, method = "GET") => {
    const response = await fetch(`${base}${path}`, { method, redirect: "manual", headers: { Accept: "text/html", ...headers } });
    await response.arrayBuffer();
    // The count is made when the answer has gone; give the 'finish' handler its turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return response.status;
  };
  return { get, visits, book, renders, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const visitor = (address: string, ua: string) => ({ "X-Forwarded-For": address, "User-Agent": ua });

describe("counting page views without cookies", () => {
  it("gives exactly the expected aggregates for a fixed sequence, counts cached pages, and keeps no address or hash", async () => {
    const clock = { now: new Date("2026-11-20T04:30:00Z") }; // 10:00 IST, 20 November
    const site = await siteWithCounting(clock);
    const a = visitor("203.0.113.5", CHROME);
    const b = visitor("203.0.113.6", IPHONE);
    // A lands from Google with a campaign, then comes back to Home from another page of the site (a cached answer).
    expect(await site.get("/?utm_source=Google&utm_campaign=diwali", { ...a, Referer: "https://www.google.com/search?q=agency" })).toBe(200);
    expect(await site.get("/", { ...a, Referer: "http://agency.test/about" })).toBe(200);
    expect(await site.get("/", { ...a, Referer: "http://agency.test/service" })).toBe(200);
    // Not counted: a crawler, a prefetch, a HEAD, a redirect, a file, the console.
    expect(await site.get("/", visitor("66.249.66.1", GOOGLEBOT))).toBe(200);
    expect(await site.get("/about", { ...a, "Sec-Purpose": "prefetch" })).toBe(200);
    expect(await site.get("/about", a, "HEAD")).toBe(200);
    expect(await site.get("/nowhere", a)).toBe(302);
    await site.get("/logo.png", { ...a, Accept: "image/png" });
    // B on a phone, in India (a CDN's header).
    expect(await site.get("/about", { ...b, "CF-IPCountry": "in" })).toBe(200);
    // A the next day (IST): a new day counts A again.
    clock.now = new Date("2026-11-20T19:00:00Z"); // 00:30 IST, 21 November
    expect(await site.get("/", a)).toBe(200);
    await site.visits.stop();
    await site.close();

    // Home was rendered for the campaign's address and once without; the third time it came from the cache, and counted all the same.
    expect(site.renders.filter((path) => path === "/")).toHaveLength(2);
    const rows = await t.sql(
      `select to_char(day, 'YYYY-MM-DD') as day, path, referrer, utm_source, utm_medium, utm_campaign, device, country, pageviews, visits, visitors
       from visit_days order by day, path, referrer desc`,
    );
    const row = (day: string, path: string, rest: Partial<Record<string, unknown>>) => ({
      day, path, referrer: "", utm_source: "", utm_medium: "", utm_campaign: "", device: "desktop", country: "", ...rest,
    });
    expect(rows).toEqual([
      row("2026-11-20", "/", { referrer: "www.google.com", utm_source: "google", utm_campaign: "diwali", pageviews: 1, visits: 1, visitors: 1 }),
      // The same visitor again that day: a page view, no new visit or visitor.
      row("2026-11-20", "/", { pageviews: 2, visits: 0, visitors: 0 }),
      row("2026-11-20", "/about", { device: "mobile", country: "IN", pageviews: 1, visits: 1, visitors: 1 }),
      row("2026-11-21", "/", { pageviews: 1, visits: 1, visitors: 1 }),
    ]);

    // After the rollover the book holds the new day only; the database has aggregates and nothing else.
    expect(site.book.held()).toEqual({ day: "2026-11-21", visitors: 1 });
    const columns = await t.sql(`select column_name from information_schema.columns where table_name = 'visit_days' order by ordinal_position`);
    expect(columns.map((column) => column.column_name)).toEqual([
      "day", "path", "referrer", "utm_source", "utm_medium", "utm_campaign", "device", "country", "pageviews", "visits", "visitors",
    ]);
    const anywhere = await t.sql(`select count(*)::int as n from visit_days v where v::text ~ '203\\.0\\.113|Mozilla|[A-Za-z0-9_-]{22}'`);
    expect(anywhere[0].n).toBe(0);
    await t.sql("delete from visit_days");
  });

  it("adds counts from several instances to the same rows and takes them only from the site", async () => {
    const rowOf = (visits: number): VisitRow => ({
      day: "2026-11-22", path: "/contact", referrer: "", utm_source: "", utm_medium: "", utm_campaign: "", device: "desktop", country: "", pageviews: visits, visits, visitors: visits,
    });
    const send = (rows: VisitRow[], headers: Record<string, string> = SITE) => t.call("/visits", { method: "POST", headers, json: { rows } });
    const answers = await Promise.all(Array.from({ length: 50 }, () => send([rowOf(1)])));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
    expect((await send([rowOf(1)], {})).status).toBe(401);
    expect((await send([{ ...rowOf(1), device: "fridge" as "desktop" }])).status).toBe(400);
    const [row] = await t.sql(`select pageviews, visits, visitors from visit_days where day = '2026-11-22'`);
    expect(row).toEqual({ pageviews: 50, visits: 50, visitors: 50 });
    await t.sql("delete from visit_days");
  });
});

describe("the dashboard's figures", () => {
  async function lead(source: object | undefined, receivedAt: string, status = "new", extra: object = {}) {
    const response = await t.call("/enquiries", {
      method: "POST",
      json: { ...validEnquiry(), ...extra, meta: { form: "contact", ...(source ? { source } : {}) } },
    });
    expect(response.status).toBe(201);
    const { id } = await json(response);
    await t.sql(`update enquiries set received_at = $1, status = $2 where id = $3`, [receivedAt, status, id]);
    return id as number;
  }

  it("equal those computed from known visits and leads, with the period before", async () => {
    const visitRow = (day: string, path: string, utmSource: string, campaign: string, visits: number): VisitRow => ({
      day, path, referrer: "", utm_source: utmSource, utm_medium: "", utm_campaign: campaign, device: "desktop", country: "", pageviews: visits * 2, visits, visitors: visits,
    });
    await t.call("/visits", {
      method: "POST",
      headers: SITE,
      json: {
        rows: [
          visitRow("2026-10-01", "/", "google", "diwali", 40),
          visitRow("2026-10-02", "/contact", "", "", 10),
          visitRow("2026-09-30", "/", "google", "", 5), // the period before
        ],
      },
    });
    const google = { utm: { utm_source: "Google", utm_campaign: "Diwali" }, landing: "/", page: "/contact" };
    const first = await lead(google, "2026-10-01T05:00:00Z", "won");
    await lead(google, "2026-10-01T06:00:00Z");
    await lead({ landing: "/contact", page: "/contact" }, "2026-10-02T06:00:00Z", "new", { service: "Social-pr" });
    await lead(undefined, "2026-10-02T18:40:00Z", "spam"); // 00:10 IST 3 Oct, and spam: no lead
    await lead(undefined, "2026-09-30T06:00:00Z"); // the period before
    // Staff answered the first lead 90 minutes after it arrived.
    await t.sql(`insert into lead_events (lead_kind, lead_id, type, body, created_at) values ('enquiry', $1, 'note', 'called', $2)`, [first, "2026-10-01T06:30:00Z"]);

    const response = await t.call("/staff/insights?from=2026-10-01&to=2026-10-02", { headers: owner });
    expect(response.status).toBe(200);
    const { current, previous } = (await json(response)) as InsightsAnswer;
    expect(current.totals).toEqual({ pageviews: 100, visits: 50, visitors: 50, leads: 3, won: 1, won_value: null, first_response_minutes: 90 });
    expect(current.daily).toEqual([
      { day: "2026-10-01", visits: 40, leads: 2, won: 1 },
      { day: "2026-10-02", visits: 10, leads: 1, won: 0 },
    ]);
    expect(current.by_source).toEqual([
      { key: "google", visits: 40, leads: 2, won: 1, won_value: null },
      { key: "direct", visits: 10, leads: 1, won: 0, won_value: null },
    ]);
    expect(current.by_campaign.find((row) => row.key === "diwali")).toEqual({ key: "diwali", visits: 40, leads: 2, won: 1, won_value: null });
    expect(current.by_landing).toEqual([
      { key: "/", visits: 40, leads: 2, won: 1, won_value: null },
      { key: "/contact", visits: 10, leads: 1, won: 0, won_value: null },
    ]);
    expect(current.by_form).toEqual([{ key: "contact", leads: 3 }]);
    expect(previous).toMatchObject({ from: "2026-09-29", to: "2026-09-30", totals: { visits: 5, leads: 1, won: 0 } });

    // The inbox filters by the same source and campaign.
    const bySource = await json(await t.call("/staff/leads?source=google&campaign=diwali", { headers: owner }));
    expect(bySource.total).toBe(2);
    expect(bySource.data[0].source).toMatchObject({ landing: "/", page: "/contact" });
  });

  it("is for owners, and refuses a range that is not one with a 400", async () => {
    expect((await t.call("/staff/insights", { headers: sales })).status).toBe(403);
    expect((await t.call("/staff/insights?from=2026-10-05&to=2026-10-01", { headers: owner })).status).toBe(400);
    expect((await t.call("/staff/insights?from=2026-02-31", { headers: owner })).status).toBe(400);
    expect((await t.call("/staff/insights?from=2020-01-01&to=2026-01-01", { headers: owner })).status).toBe(400);
  });
});
