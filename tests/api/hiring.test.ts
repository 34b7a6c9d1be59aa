import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backfillApplicationStages } from "../../api/db/application-stages-backfill";
import { openDatabase } from "../../api/db/client";
import { type TestServer, adminHeaders, applicationForm, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

let t: TestServer;
let hiring: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  hiring = (await memberSession(t, "hiring@agency.example", ["hiring"])).headers;
});

afterAll(async () => {
  await t?.close();
});

async function apply(fields: Parameters<typeof applicationForm>[0] = {}): Promise<number> {
  const response = await t.call("/applications", { method: "POST", body: applicationForm(fields) });
  expect(response.status).toBe(201);
  return (await json(response)).id;
}

const move = (id: number, status: string, headers = hiring) =>
  t.call(`/staff/leads/application/${id}/status`, { method: "POST", json: { status }, headers });

const board = async (query = "") => {
  const response = await t.call(`/staff/hiring/board${query}`, { headers: hiring });
  expect(response.status).toBe(200);
  return json(response);
};

const column = (b: { stages: { stage: string; count: number; data: { id: number }[] }[] }, stage: string) =>
  b.stages.find((s) => s.stage === stage)!;

describe("hiring stages", () => {
  it("moves an application New → Shortlisted → Interview, each move in its history", async () => {
    const id = await apply({ full_name: "Stage Walker" });
    expect((await move(id, "shortlisted")).status).toBe(200);
    const moved = await move(id, "interview");
    expect((await json(moved)).lead).toMatchObject({ id, status: "interview" });
    const { lead, history } = await json(await t.call(`/staff/leads/application/${id}`, { headers: hiring }));
    expect(lead.status).toBe("interview");
    expect(history.map((entry: { from: string; to: string; by: { email: string } }) => [entry.from, entry.to, entry.by.email])).toEqual([
      ["new", "shortlisted", "hiring@agency.example"],
      ["shortlisted", "interview", "hiring@agency.example"],
    ]);
  });

  it("refuses an enquiry's status for an application's stage and the other way round, with a 400", async () => {
    const id = await apply();
    const enquiry = await json(await t.call("/enquiries", { method: "POST", json: validEnquiry() }));
    const wrongForEnquiry = await t.call(`/staff/leads/enquiry/${enquiry.id}/status`, { method: "POST", json: { status: "shortlisted" }, headers: adminHeaders });
    expect(wrongForEnquiry.status).toBe(400);
    expect((await json(wrongForEnquiry)).message).toContain('an enquiry can be new, contacted, qualified, won, lost, spam, not "shortlisted"');
    expect((await move(id, "offered")).status).toBe(400);
    // An older client's "won" means hired: the application takes the stage, never the enquiry's word.
    expect((await json(await move(id, "won"))).lead.status).toBe("hired");
  });

  it("shows one position's applications on the board in columns by stage, spam left out", async () => {
    const designer = await apply({ position: "Graphic Designer", full_name: "Board Designer" });
    const second = await apply({ position: "Graphic Designer", full_name: "Second Designer" });
    await move(second, "offer");
    const spam = await apply({ position: "Graphic Designer", full_name: "Spam Designer" });
    await move(spam, "spam", adminHeaders);
    const b = await board(`?position=${encodeURIComponent("Graphic Designer")}`);
    expect(b.position).toBe("Graphic Designer");
    expect(b.stages.map((s: { stage: string }) => s.stage)).toEqual(["new", "shortlisted", "interview", "offer", "hired", "rejected"]);
    expect(column(b, "new")).toMatchObject({ count: 1, data: [{ id: designer, name: "Board Designer", resume: { filename: "resume.pdf", content_type: "application/pdf" } }] });
    expect(column(b, "offer").data.map((card: { id: number }) => card.id)).toEqual([second]);
    expect(b.positions).toEqual(
      expect.arrayContaining([
        { title: "Graphic Designer", open: true, count: 2 },
        { title: "Sales Executive", open: true, count: 0 },
      ]),
    );
    expect((await t.call(`/staff/hiring/board?position=${"x".repeat(201)}`, { headers: hiring })).status).toBe(400);
    // A NUL, which PostgreSQL refuses in text, is a clear 400 rather than a 500.
    expect((await t.call("/staff/hiring/board?position=%00", { headers: hiring })).status).toBe(400);
  });

  it("reads an application still holding a former enquiry status as its stage, and turns it at start-up", async () => {
    const id = await apply({ position: "Backend Developer", full_name: "Legacy Applicant" });
    await t.sql("update applications set status = 'qualified' where id = $1", [id]);
    expect((await json(await t.call(`/staff/leads/application/${id}`, { headers: hiring }))).lead.status).toBe("interview");
    expect(column(await board("?position=Backend%20Developer"), "interview").data.map((card: { id: number }) => card.id)).toEqual([id]);
    // A position no opening has any more still has its board.
    expect((await board()).positions).toEqual(expect.arrayContaining([{ title: "Backend Developer", open: false, count: 1 }]));

    const database = await openDatabase(t.databaseOptions);
    try {
      await backfillApplicationStages(database.db);
      await backfillApplicationStages(database.db);
    } finally {
      await database.close();
    }
    expect(await t.sql("select status from applications where id = $1", [id])).toEqual([{ status: "interview" }]);
    expect(await t.sql("select count(*)::int as n from applications where status in ('contacted', 'qualified', 'won', 'lost')")).toEqual([{ n: 0 }]);
  });

  it("lets two moves of the same application at once both land in its history", async () => {
    const id = await apply({ full_name: "Raced Applicant" });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => move(id, i % 2 ? "shortlisted" : "interview")));
    expect(answers.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const { lead, history } = await json(await t.call(`/staff/leads/application/${id}`, { headers: hiring }));
    // Every entry follows from the one before it: no lost update.
    let at = "new";
    for (const entry of history) {
      expect(entry.from).toBe(at);
      at = entry.to;
    }
    expect(lead.status).toBe(at);
  });
});
