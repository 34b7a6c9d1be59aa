import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../../api/index";
import { type TestServer, adminHeaders, applicationForm, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

const SITE_KEY = "site-key-for-lead-tests-0123456789";
let t: TestServer;
let owner: { id: number; headers: Record<string, string> };
let staff: { id: number; headers: Record<string, string> };
const ids: Record<"rahul" | "priya" | "formula" | "ananya" | "vikram", number> = {
  rahul: 0,
  priya: 0,
  formula: 0,
  ananya: 0,
  vikram: 0,
};

async function enquiry(fields: Record<string, unknown>, receivedAt: string): Promise<number> {
  const response = await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), ...fields } });
  expect(response.status).toBe(201);
  const { id } = await json(response);
  await t.sql(`update enquiries set received_at = $1 where id = $2`, [receivedAt, id]);
  return id;
}

async function application(fields: Record<string, string>, receivedAt: string): Promise<number> {
  const response = await t.call("/applications", { method: "POST", body: applicationForm(fields) });
  expect(response.status).toBe(201);
  const { id } = await json(response);
  await t.sql(`update applications set received_at = $1 where id = $2`, [receivedAt, id]);
  return id;
}

beforeAll(async () => {
  t = await startTestServer({ seed: false, siteKey: SITE_KEY }, { directSql: true });
  owner = await memberSession(t, "owner@agency.example", "owner");
  staff = await memberSession(t, "sales@agency.example", "staff");
  // Newest first: formula (12 Mar), ananya (11 Mar), rahul (11 Mar 00:30 in India), priya (10 Mar), vikram (9 Mar).
  ids.rahul = await enquiry(
    { full_name: "Rahul Gupta", email: "rahul@example.com", message: "We need an ordering app", meta: { form: "quote", utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand" } } },
    "2026-03-10T19:00:00Z",
  );
  ids.priya = await enquiry(
    {
      full_name: "प्रिया शर्मा",
      email: "Priya@Example.com",
      phone: "+918888888888",
      service: "SEO",
      message: 'Budget: 50% now, "rest" later,\nthanks',
      meta: { form: "contact" },
    },
    "2026-03-10T18:00:00Z",
  );
  ids.formula = await enquiry(
    { full_name: '=HYPERLINK("http://evil.example")', email: "evil@example.com", service: "SEO", message: "-2+3", meta: null },
    "2026-03-12T06:00:00Z",
  );
  ids.ananya = await application({ full_name: "Ananya Rao", position: "Frontend Developer", cover: "React for three years" }, "2026-03-11T06:00:00Z");
  ids.vikram = await application({ full_name: "Vikram Singh", email: "vikram@example.com", position: "Designer", cover: "" }, "2026-03-09T06:00:00Z");
});

afterAll(async () => {
  await t?.close();
});

const list = async (query: string, headers = staff.headers) => {
  const response = await t.call(`/staff/leads${query}`, { headers });
  expect(response.status, query).toBe(200);
  return json(response);
};
const names = async (query: string) => (await list(query)).data.map((lead: { name: string }) => lead.name.split(" ")[0]);

describe("the lead inbox", () => {
  it("lists enquiries and applications together, newest first, with every field", async () => {
    const page = await list("");
    expect(page).toMatchObject({ page: 1, per_page: 25, total: 5, new_count: 5 });
    expect(page.data.map((lead: { name: string }) => lead.name)).toEqual([
      '=HYPERLINK("http://evil.example")',
      "Ananya Rao",
      "Rahul Gupta",
      "प्रिया शर्मा",
      "Vikram Singh",
    ]);
    expect(page.data[2]).toEqual({
      kind: "enquiry",
      id: ids.rahul,
      name: "Rahul Gupta",
      email: "rahul@example.com",
      phone: "+919876543210",
      service: "Custom Web & Mobile App Development",
      message: "We need an ordering app",
      form: "quote",
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand" },
      source: null,
      status: "new",
      received_at: "2026-03-10T19:00:00.000Z",
      resume: null,
      spam_score: 0,
      spam_reasons: [],
      follow_up: expect.objectContaining({ assignee: null, next_step: null }),
    });
    expect(page.data[1]).toEqual({
      kind: "application",
      id: ids.ananya,
      name: "Ananya Rao",
      email: "ananya.rao@example.com",
      phone: "+919876543210",
      position: "Frontend Developer",
      message: "React for three years",
      form: "career",
      utm: null,
      source: null,
      status: "new",
      received_at: "2026-03-11T06:00:00.000Z",
      resume: { filename: "resume.pdf", content_type: "application/pdf", size: expect.any(Number) },
      spam_score: 0,
      spam_reasons: [],
      follow_up: expect.objectContaining({ assignee: null, next_step: null }),
    });
    expect(page.data[0].form).toBeNull();
  });

  it("filters by kind, service, position and Asia/Kolkata days, inclusive", async () => {
    expect(await names("?kind=enquiry")).toEqual(["=HYPERLINK(\"http://evil.example\")", "Rahul", "प्रिया"]);
    expect(await names("?kind=application")).toEqual(["Ananya", "Vikram"]);
    expect(await names("?service=SEO")).toEqual(["=HYPERLINK(\"http://evil.example\")", "प्रिया"]);
    expect(await names("?position=Designer")).toEqual(["Vikram"]);
    // 19:00 UTC on 10 March is 00:30 on 11 March in India.
    expect(await names("?from=2026-03-11&to=2026-03-11")).toEqual(["Ananya", "Rahul"]);
    expect(await names("?to=2026-03-10")).toEqual(["प्रिया", "Vikram"]);
    expect(await names("?from=2026-03-12")).toEqual(["=HYPERLINK(\"http://evil.example\")"]);
    // Blank fields of a form sent without JavaScript mean "no filter".
    expect((await list("?kind=&status=&service=&position=&from=&to=&q=")).total).toBe(5);
  });

  it("searches name, email, phone and message, case-insensitively, with wildcards taken literally", async () => {
    expect(await names("?q=priya")).toEqual(["प्रिया"]);
    expect(await names("?q=8888")).toEqual(["प्रिया"]);
    expect(await names("?q=GUPTA")).toEqual(["Rahul"]);
    expect(await names("?q=three%20years")).toEqual(["Ananya"]);
    expect(await names("?q=50%25")).toEqual(["प्रिया"]);
    expect(await names("?q=%25")).toEqual(["प्रिया"]);
    expect(await names("?q=_")).toEqual([]);
    expect(await names(`?q=${encodeURIComponent("शर्मा")}`)).toEqual(["प्रिया"]);
    // A phone number as people write it: spaces, dashes, brackets, with or without the country code or a trunk 0.
    for (const written of ["88888 88888", "+91 88888-88888", "088888 88888", "(888) 888-8888", "91 8888888888"]) {
      expect(await names(`?q=${encodeURIComponent(written)}`), written).toEqual(["प्रिया"]);
    }
    // Totals of a search, on a page and past the last one.
    expect(await list("?q=EXAMPLE.com&per_page=2")).toMatchObject({ total: 5, per_page: 2 });
    expect(await list("?q=example.com&per_page=2&page=9")).toMatchObject({ data: [], total: 5 });
  });

  it("names the previous and next lead in the inbox's order under the same filters", async () => {
    const around = async (kind: string, id: number, query = "") =>
      json(await t.call(`/staff/leads/${kind}/${id}/neighbours${query}`, { headers: staff.headers }));
    // Newest first: formula, ananya, rahul, priya, vikram.
    expect(await around("enquiry", ids.rahul)).toEqual({ newer: { kind: "application", id: ids.ananya }, older: { kind: "enquiry", id: ids.priya } });
    expect(await around("enquiry", ids.formula)).toEqual({ newer: null, older: { kind: "application", id: ids.ananya } });
    expect(await around("enquiry", ids.rahul, "?kind=enquiry")).toEqual({ newer: { kind: "enquiry", id: ids.formula }, older: { kind: "enquiry", id: ids.priya } });
    // Not in the filtered list: no neighbours; a date range that ends before it starts: 400.
    expect(await around("enquiry", ids.rahul, "?kind=application")).toEqual({ newer: null, older: null });
    expect((await t.call(`/staff/leads/enquiry/${ids.rahul}/neighbours?from=2026-03-12&to=2026-03-11`, { headers: staff.headers })).status).toBe(400);
    expect((await t.call(`/staff/leads/enquiry/999999/neighbours`, { headers: staff.headers })).status).toBe(404);
  });

  it("pages with total and per_page", async () => {
    const first = await list("?per_page=2");
    const third = await list("?per_page=2&page=3");
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 5 });
    expect(first.data).toHaveLength(2);
    expect(third.data.map((lead: { name: string }) => lead.name)).toEqual(["Vikram Singh"]);
    expect((await list("?page=9")).data).toEqual([]);
  });

  it("answers 400 naming the bad filter", async () => {
    const cases: Array<[string, string]> = [
      ["?kind=lead", "kind"],
      ["?status=open", "status"],
      ["?from=2026-02-30", "from"],
      ["?from=11-03-2026", "from"],
      ["?from=2026-03-12&to=2026-03-11", "to"],
      ["?per_page=101", "per_page"],
      ["?page=0", "page"],
      [`?q=${"x".repeat(201)}`, "q"],
      ["?kind=enquiry&kind=application", "kind"],
    ];
    for (const [query, field] of cases) {
      for (const path of ["/staff/leads", "/staff/leads.csv"]) {
        if (path.endsWith(".csv") && /page/.test(field)) continue;
        const response = await t.call(`${path}${query}`, { headers: staff.headers });
        expect(response.status, `${path}${query}`).toBe(400);
        const answer = await json(response);
        expect(answer.errors[0].field, query).toBe(field);
        expect(answer.message).toMatch(new RegExp(`^${field} `));
      }
    }
  });
});

describe("working a lead", () => {
  it("changes the status with history, and counts what is still new", async () => {
    const path = `/staff/leads/enquiry/${ids.rahul}`;
    const changed = await t.call(`${path}/status`, { method: "POST", json: { status: "contacted" }, headers: staff.headers });
    expect(changed.status).toBe(200);
    expect((await json(changed)).lead).toMatchObject({ id: ids.rahul, status: "contacted" });
    // The same status again: answered, but nothing recorded.
    expect((await t.call(`${path}/status`, { method: "POST", json: { status: "contacted" }, headers: staff.headers })).status).toBe(200);
    await t.call(`${path}/status`, { method: "POST", json: { status: "won" }, headers: adminHeaders });

    const note = await t.call(`${path}/notes`, { method: "POST", json: { body: "  Called; wants a demo on Friday.  " }, headers: owner.headers });
    expect(note.status).toBe(201);
    expect((await json(note)).note).toMatchObject({
      type: "note",
      body: "Called; wants a demo on Friday.",
      by: { id: owner.id, name: "owner", email: "owner@agency.example" },
    });

    const { lead, history } = await json(await t.call(path, { headers: staff.headers }));
    expect(lead.status).toBe("won");
    expect(history).toEqual([
      { id: expect.any(Number), type: "status", from: "new", to: "contacted", by: { id: staff.id, name: "sales", email: "sales@agency.example" }, at: expect.any(String) },
      { id: expect.any(Number), type: "status", from: "contacted", to: "won", by: null, at: expect.any(String) },
      {
        id: expect.any(Number),
        type: "note",
        body: "Called; wants a demo on Friday.",
        by: { id: owner.id, name: "owner", email: "owner@agency.example" },
        at: expect.any(String),
        edited_at: null,
        revisions: [],
        deleted: null,
      },
    ]);

    expect(await json(await t.call("/staff/leads/counts", { headers: staff.headers }))).toEqual({ new: 4 });
    expect((await list("?status=won")).data.map((l: { id: number }) => l.id)).toEqual([ids.rahul]);
    expect((await list("?status=new")).new_count).toBe(4);

    const forSite = await t.call(`/staff/leads/enquiry/${ids.rahul}/status`, { headers: { "X-Site-Key": SITE_KEY } });
    // The site's reminder goes to the lead's owner when it has one (docs/leads-follow-up.md).
    expect(await json(forSite)).toEqual({ status: "won", owner: null });
  });

  it("refuses bad statuses and notes, and unknown leads", async () => {
    const path = `/staff/leads/application/${ids.vikram}`;
    expect((await t.call(`${path}/status`, { method: "POST", json: { status: "done" }, headers: staff.headers })).status).toBe(400);
    for (const body of ["", "   ", "x".repeat(5001)]) {
      const response = await t.call(`${path}/notes`, { method: "POST", json: { body }, headers: staff.headers });
      expect(response.status).toBe(400);
      expect((await json(response)).errors[0].field).toBe("body");
    }
    expect((await t.call(`${path}/notes`, { method: "POST", json: { body: "x".repeat(5000) }, headers: staff.headers })).status).toBe(201);
    for (const [method, suffix, body] of [
      ["GET", "", undefined],
      ["POST", "/status", { status: "won" }],
      ["POST", "/notes", { body: "hello" }],
    ] as const) {
      const response = await t.call(`/staff/leads/enquiry/999999${suffix}`, { method, headers: staff.headers, ...(body ? { json: body } : {}) });
      expect(response.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await t.call("/staff/leads/visitor/1", { headers: staff.headers })).status).toBe(404);
    expect((await t.call("/staff/leads/enquiry/abc", { headers: staff.headers })).status).toBe(404);
  });
});

describe("résumé download", () => {
  it("is an attachment with its real type, nosniff, and an RFC 5987 name for non-ASCII", async () => {
    await t.sql(`update applications set resume_name = $1 where id = $2`, ["रिज़्यूमे Ananya.pdf", ids.ananya]);
    const response = await t.call(`/staff/leads/application/${ids.ananya}/resume`, { headers: staff.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[^"]*Ananya\.pdf"/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("रिज़्यूमे")}%20Ananya.pdf`);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await t.call("/staff/leads/application/999999/resume", { headers: staff.headers })).status).toBe(404);
  });
});

describe("CSV export", () => {
  const csv = async (query = "") => {
    const response = await t.call(`/staff/leads.csv${query}`, { headers: staff.headers });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  };

  it("is RFC 4180 with a BOM, Hindi intact, formula cells inert, times in IST, notes and status history", async () => {
    const { response, bytes, text } = await csv("?kind=enquiry");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      text.startsWith(
        '\uFEFF"kind","id","received_at_ist","status","name","email","phone","service_or_position","message","form","utm_source","utm_medium","utm_campaign","notes","status_history","source","source_medium","source_campaign","referring_site","landing_page","sent_from"\r\n',
      ),
    ).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    // Every cell quoted; a formula made inert, a phone number left for dialling.
    expect(text).toContain(
      `"enquiry","${ids.formula}","2026-03-12 11:30:00","new","'=HYPERLINK(""http://evil.example"")","evil@example.com","+919876543210","SEO","'-2+3","","","","","","","","","","","",""\r\n`,
    );
    expect(text).toContain(
      `"enquiry","${ids.priya}","2026-03-10 23:30:00","new","प्रिया शर्मा","Priya@Example.com","+918888888888","SEO","Budget: 50% now, ""rest"" later,\nthanks","contact","","","","","","","","","","",""\r\n`,
    );
    // 19:00 UTC on 10 March is 00:30 on 11 March in India; the history worked above, one line each.
    const rahul = text.split("\r\n").find((line) => line.startsWith(`"enquiry","${ids.rahul}",`));
    expect(rahul).toMatch(
      new RegExp(
        `^"enquiry","${ids.rahul}","2026-03-11 00:30:00","won","Rahul Gupta","rahul@example.com","\\+919876543210","Custom Web & Mobile App Development","We need an ordering app","quote","google","cpc","brand",` +
          `"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} owner: Called; wants a demo on Friday\\.",` +
          `"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} new → contacted \\(sales\\)\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} contacted → won \\(System\\)","","","","","",""$`,
      ),
    );
    expect(text).not.toContain("Ananya");
  });

  it("names the two services whose form values are slugs", async () => {
    const id = await enquiry({ full_name: "Neha Jain", email: "neha@example.com", service: "Social-pr" }, "2026-03-08T06:00:00Z");
    const { text } = await csv("?service=Social-pr");
    expect(text).toContain(`"enquiry","${id}","2026-03-08 11:30:00","new","Neha Jain","neha@example.com","+919876543210","Social Media & PR",`);
    await t.sql(`delete from enquiries where id = $1`, [id]);
  });

  it("exports all matching rows, not one page", async () => {
    await t.sql(
      `insert into enquiries (full_name, email, phone, service, received_at)
       select 'Bulk ' || n, 'bulk' || n || '@example.com', '+910000000000', 'Bulk', now() - interval '1 day'
       from generate_series(1, 30) as n`,
    );
    const { text } = await csv("?service=Bulk&per_page=1");
    expect(text.split("\r\n").filter((line) => line.startsWith('"enquiry",'))).toHaveLength(30);
    await t.sql(`delete from enquiries where service = 'Bulk'`);
  });
});

describe("deleting leads", () => {
  it("lets an owner delete a lead with its résumé and history", async () => {
    const path = `/staff/leads/application/${ids.vikram}`;
    expect((await t.call(path, { method: "DELETE", headers: owner.headers })).status).toBe(204);
    expect((await t.call(path, { headers: staff.headers })).status).toBe(404);
    expect((await t.call(`${path}/resume`, { headers: staff.headers })).status).toBe(404);
    expect(await t.sql(`select id from lead_events where lead_kind = 'application' and lead_id = $1`, [ids.vikram])).toEqual([]);
    expect((await t.call(path, { method: "DELETE", headers: owner.headers })).status).toBe(404);
  });
});

describe("retention", () => {
  it("deletes leads older than the retention period, with their history, when the API starts", async () => {
    await t.call(`/staff/leads/application/${ids.ananya}/notes`, { method: "POST", json: { body: "Old note" }, headers: staff.headers });
    await t.sql(`update applications set received_at = now() - interval '1 day'`);
    await t.sql(`update enquiries set received_at = now() - interval '1 day'`);
    await t.sql(`update applications set received_at = now() - interval '31 days' where id = $1`, [ids.ananya]);
    await t.sql(`update enquiries set received_at = now() - interval '29 days' where id = $1`, [ids.priya]);

    // A second instance on the same database, as after a restart; running it twice changes nothing more.
    for (let run = 0; run < 2; run += 1) {
      const restarted = await createApi({ ...t.databaseOptions, seed: false, rateLimit: false, leadsRetentionDays: 30 });
      await restarted.close();
    }
    expect(await t.sql(`select id from applications where id = $1`, [ids.ananya])).toEqual([]);
    expect(await t.sql(`select id from lead_events where lead_kind = 'application' and lead_id = $1`, [ids.ananya])).toEqual([]);
    expect(await t.sql(`select id from enquiries where id = $1`, [ids.priya])).toHaveLength(1);
    expect((await list("")).total).toBe(3);
  });

  it("deletes again every day while it runs, and close() stops the daily timer", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const running = await createApi({ ...t.databaseOptions, seed: false, rateLimit: false, leadsRetentionDays: 30 });
      expect(vi.getTimerCount()).toBe(1);
      await t.sql(`update enquiries set received_at = now() - interval '40 days' where id = $1`, [ids.priya]);
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
      await vi.waitFor(async () => {
        expect(await t.sql(`select id from enquiries where id = $1`, [ids.priya])).toEqual([]);
      });
      await running.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a retention period that is not a whole number of days", async () => {
    await expect(createApi({ ...t.databaseOptions, seed: false, leadsRetentionDays: 0 })).rejects.toThrow(/leadsRetentionDays/);
  });
});
