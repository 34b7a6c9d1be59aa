import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, applicationForm, json, startTestServer, validEnquiry } from "./helpers";

const EMAIL = "Rahul.Gupta@Example.com";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false }, { directSql: true });
});

afterAll(async () => {
  await t?.close();
});

/** Every text, varchar and jsonb column of every table, searched for the person's email and phone digits. */
async function traces(needles: string[]): Promise<string[]> {
  const columns = (await t.sql(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`,
  )) as Array<{ table_name: string; column_name: string }>;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const rows = await t.sql(
        `select 1 from "${table_name}" where position($1 in regexp_replace(lower("${column_name}"::text), '[^a-z0-9@.]', '', 'g')) > 0 limit 1`,
        [needle],
      );
      if (rows.length > 0) found.push(`${table_name}.${column_name} holds ${needle}`);
    }
  }
  return found;
}

describe("DPDP requests: find, export, erase one person", () => {
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
    expect(await json(erased)).toEqual({ erased: { enquiries: 1, applications: 1, comments: 0, lead_history: 1 } });

    expect(await traces(["rahul.gupta@example.com", "9876543210"])).toEqual([]);
    expect((await t.sql(`select count(*)::int as n from enquiries`))[0].n).toBe(1);
    const logged = await t.sql(`select action, details::text as details from audit_events where action like 'privacy_%' order by id`);
    expect(logged.map((row) => row.action)).toEqual(["privacy_exported", "privacy_erased"]);
  });
});
