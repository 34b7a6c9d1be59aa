import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/client";
import { WebhookQueue } from "../../api/webhooks/queue";
import { DEFAULT_REPLY_SETTINGS } from "../../contract/intake";
import { queuedNotifications } from "../../server/mail/notifications";
import { MailQueue } from "../../server/mail/queue";
import { type TestServer, adminHeaders, applicationForm, json, startTestServer, validEnquiry } from "./helpers";

const EMAIL = "Rahul.Gupta@Example.com";
const NEEDLES = ["rahul.gupta@example.com", "9876543210"];

/**
 * Every text, jsonb, array and bytea column of every table (a table a later migration adds
 * included), searched for the needles with only letters, digits, @ and dots kept.
 */
async function traces(t: TestServer, needles: string[]): Promise<string[]> {
  const columns = (await t.sql(
    `select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'bytea')`,
  )) as Array<{ table_name: string; column_name: string; data_type: string }>;
  const found: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const text = data_type === "bytea" ? `encode("${column_name}", 'escape')` : `"${column_name}"::text`;
    for (const needle of needles) {
      const rows = await t.sql(
        `select 1 from "${table_name}" where position($1 in regexp_replace(lower(${text}), '[^a-z0-9@.]', '', 'g')) > 0 limit 1`,
        [needle],
      );
      if (rows.length > 0) found.push(`${table_name}.${column_name} holds ${needle}`);
    }
  }
  return found;
}

describe("DPDP requests: find, export, erase one person", () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ seed: false }, { directSql: true });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("finds every lead and comment, exports them with the résumé, erases them all and logs it without the person", async () => {
    expect((await t.call("/enquiries", { method: "POST", json: validEnquiry() })).status).toBe(201);
    expect((await t.call("/applications", { method: "POST", body: applicationForm({ email: "rahul.gupta@example.com", phone: "+91 98765 43210" }) })).status).toBe(201);
    expect((await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), email: "someone.else@example.com", phone: "+911111111111" } })).status).toBe(201);
    await t.sql(`insert into lead_events (lead_kind, lead_id, type, body) values ('enquiry', 1, 'note', 'Called Rahul on 9876543210')`);

    const byEmail = await json(await t.call(`/staff/privacy?q=${encodeURIComponent(EMAIL)}`, { headers: adminHeaders }));
    expect(byEmail.counts).toEqual({ enquiries: 1, applications: 1, comments: 0, lead_history: 1 });
    const byPhone = await json(await t.call(`/staff/privacy?q=${encodeURIComponent("+91 98765-43210")}`, { headers: adminHeaders }));
    expect(byPhone.counts.enquiries + byPhone.counts.applications).toBe(2);
    expect((await t.call("/staff/privacy?q=12", { headers: adminHeaders })).status).toBe(400);

    const exported = await t.call(`/staff/privacy/export?q=${encodeURIComponent(EMAIL)}`, { headers: adminHeaders });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-[0-9a-f]{16}\.json"/);
    const file = await json(exported);
    expect(Buffer.from(file.applications[0].resume_base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    const unconfirmed = await t.call("/staff/privacy/erase", { method: "POST", headers: adminHeaders, json: { q: EMAIL } });
    expect(unconfirmed.status).toBe(400);
    const erased = await t.call("/staff/privacy/erase", { method: "POST", headers: adminHeaders, json: { q: EMAIL, confirm: true } });
    expect((await json(erased)).erased).toMatchObject({ enquiries: 1, applications: 1, comments: 0, lead_history: 1 });

    expect(await traces(t, NEEDLES)).toEqual([]);
    expect((await t.sql(`select count(*)::int as n from enquiries`))[0].n).toBe(1);
    const logged = await t.sql(`select action, details::text as details from audit_events where action like 'privacy_%' order by id`);
    expect(logged.map((row) => row.action)).toEqual(["privacy_exported", "privacy_erased"]);
  });
});

describe("an erasure reaches the mail queue, the webhook deliveries and every other table", () => {
  let t: TestServer;
  let mail: MailQueue;
  let api: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    t = await startTestServer({ seed: false, webhooks: { deliver: false } }, { directSql: true });
    // The site's outbox and mail queue share the built-in API's database, as server/index.ts opens them.
    mail = await MailQueue.open({ dataDir: os.tmpdir(), ...t.databaseOptions });
    api = await openDatabase(t.databaseOptions);
  });

  afterAll(async () => {
    await mail?.close();
    await api?.close();
    await t?.close();
  });

  /** A lead as the site's mail hears of it, with the automatic reply on. */
  async function mailAbout(kind: "enquiry" | "application", id: number, email: string, phone: string) {
    const notifications = queuedNotifications(
      mail,
      { from: "website@agency.example", leadsTo: ["sales@agency.example"], siteUrl: "https://agency.example", replies: async () => DEFAULT_REPLY_SETTINGS },
      () => undefined,
    );
    await notifications.leadArrived({ kind, id, receivedAt: new Date().toISOString(), form: "contact", name: "Rahul Gupta", email, phone, service: "SEO" });
  }

  it("leaves no trace of the person's email or phone in any table, pending or sent, and nothing of theirs left to send", async () => {
    await t.sql(`insert into webhook_endpoints (url, secret) values ('https://hooks.example.com/crm', 'whsec_a'), ('https://hooks.example.com/sheet', 'whsec_b')`);
    const rahul = await json(await t.call("/enquiries", { method: "POST", json: validEnquiry(), headers: { "Idempotency-Key": "rahul-enquiry-1" } }));
    const other = await json(await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), full_name: "Meera Joshi", email: "meera@example.com", phone: "+911111111111" } }));
    const application = await t.call("/applications", { method: "POST", body: applicationForm({ email: "rahul.gupta@example.com", phone: "+91 98765 43210" }) });
    expect(application.status).toBe(201);

    // One URL took the event (its answer echoed the lead), the other failed once and is due again.
    await t.sql(`update webhook_deliveries set delivered_at = now(), attempts = 1, last_status = 200
                  where endpoint_id = (select id from webhook_endpoints where url like '%crm')`);
    await t.sql(`update webhook_deliveries set attempts = 1, last_status = 500, last_error = 'HTTP 500', next_attempt_at = now() - interval '1 second'
                  where endpoint_id = (select id from webhook_endpoints where url like '%sheet')`);
    await t.sql(`insert into webhook_attempts (delivery_id, attempt, status_code, excerpt) select id, 1, 200, payload::text from webhook_deliveries`);

    // The staff notice (sent), the visitor's reply and the 20-hour reminder (waiting), for both people.
    await mailAbout("enquiry", rahul.id, "rahul.gupta@example.com", "+919876543210");
    await mailAbout("enquiry", other.id, "meera@example.com", "+911111111111");
    await t.sql(`update site_mail set sent_at = now(), attempts = 1 where key like '%:notify'`);
    // A submission the site still holds for the API, a held comment's digest line and a next step quoting the phone.
    await t.sql(
      `insert into site_outbox (kind, idempotency_key, payload) values ('enquiry', 'site-1', $1::jsonb)`,
      [JSON.stringify({ ...validEnquiry(), message: "Second try" })],
    );
    await t.sql(`insert into comment_digest_items (digest_key, notice) values ('digest:x', $1::jsonb)`, [
      JSON.stringify({ postTitle: "P", postSlug: "p", name: "Rahul", content: "Write to rahul.gupta@example.com", reason: "link", heldAt: "2026-11-27T10:00:00Z" }),
    ]);
    await t.sql(`insert into lead_follow_ups (lead_kind, lead_id, next_step_text) values ('enquiry', $1, 'Call back on +91 98765 43210')`, [rahul.id]);
    // A campaign named after them in the page counts, beside the same page's other visits that day.
    await t.sql(`insert into visit_days (day, path, utm_campaign, device, pageviews, visits, visitors) values
      (current_date, '/contact', 'rahul.gupta@example.com', 'mobile', 3, 1, 1),
      (current_date, '/contact', 'RAHUL.GUPTA@EXAMPLE.COM', 'mobile', 2, 1, 1),
      (current_date, '/contact', '(erased)', 'mobile', 5, 2, 2)`);
    // A search in the inbox's CSV export is kept in the audit log's details.
    expect((await t.call(`/staff/leads.csv?q=${encodeURIComponent("rahul.gupta@example.com")}`, { headers: adminHeaders })).status).toBe(200);

    expect(await traces(t, NEEDLES)).not.toEqual([]);
    const erased = await t.call("/staff/privacy/erase", { method: "POST", headers: adminHeaders, json: { q: EMAIL, confirm: true } });
    expect(erased.status).toBe(200);
    const counts = (await json(erased)).erased;

    expect(await traces(t, NEEDLES)).toEqual([]);
    expect(counts).toMatchObject({ enquiries: 1, applications: 1, mail: 3, webhook_deliveries: 4 });
    // The page counts are folded into one row, none lost.
    expect(await t.sql(`select utm_campaign, pageviews, visits, visitors from visit_days where path = '/contact'`)).toEqual([
      { utm_campaign: "(erased)", pageviews: 10, visits: 4, visitors: 4 },
    ]);
    // Nothing of theirs is left to send: the only deliveries due are the other person's.
    const queue = new WebhookQueue(api.db);
    for (let due = await queue.claimNext(); due; due = await queue.claimNext()) {
      expect((due.payload.lead as { email: string }).email).toBe("meera@example.com");
    }
    // The delivered events stay in the log, without the lead; the other person's mail and events are untouched.
    const delivered = await t.sql(`select payload from webhook_deliveries where delivered_at is not null order by id`);
    expect(delivered.map((row) => (row.payload as { lead?: { email: string } }).lead?.email ?? "erased")).toEqual(["erased", "meera@example.com", "erased"]);
    expect((await t.sql(`select key from site_mail order by id`)).map((row) => row.key)).toEqual([
      `lead:enquiry:${other.id}:reply`,
      `lead:enquiry:${other.id}:notify`,
      `lead:enquiry:${other.id}:reminder`,
    ]);
  });

  it("erases in one transaction: when one part fails, nothing is erased", async () => {
    const lead = await json(await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), email: "kiran@example.com" } }));
    await mailAbout("enquiry", lead.id, "kiran@example.com", "+919876500000");
    await t.sql(`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`);
    await t.sql(`create trigger refuse_delete before delete on site_mail for each row execute function refuse_delete()`);
    try {
      const erased = await t.call("/staff/privacy/erase", { method: "POST", headers: adminHeaders, json: { q: "kiran@example.com", confirm: true } });
      expect(erased.status).toBe(500);
    } finally {
      await t.sql(`drop trigger refuse_delete on site_mail`);
      await t.sql(`drop function refuse_delete()`);
    }
    expect(await t.sql(`select id from enquiries where email = 'kiran@example.com'`)).toEqual([{ id: lead.id }]);
    expect(await t.sql(`select count(*)::int as n from site_mail where key like $1`, [`lead:enquiry:${lead.id}:%`])).toEqual([{ n: 3 }]);
  });
});
