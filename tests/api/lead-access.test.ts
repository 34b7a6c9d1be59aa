import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, applicationForm, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

// Each lead a call touches is checked by its kind (api/http/lead-access.ts, docs/roles.md).
type Member = { id: number; headers: Record<string, string> };
let t: TestServer;
let owner: Member;
let sales: Member;
let hiring: Member;
let editor: Member;

async function newEnquiry(email: string): Promise<number> {
  const response = await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), email } });
  expect(response.status).toBe(201);
  return (await json(response)).id;
}

async function newApplication(email: string): Promise<number> {
  const response = await t.call("/applications", { method: "POST", body: applicationForm({ email, cover: "Private cover letter" }) });
  expect(response.status).toBe(201);
  return (await json(response)).id;
}

const post = (path: string, body: unknown, member: Member) => t.call(path, { method: "POST", json: body, headers: member.headers });
const leadOf = async (kind: string, id: number) => (await json(await t.call(`/staff/leads/${kind}/${id}`, { headers: owner.headers }))).lead;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  owner = await memberSession(t, "owner@agency.example", ["owner"]);
  sales = await memberSession(t, "sales@agency.example", ["sales"]);
  hiring = await memberSession(t, "hiring@agency.example", ["hiring"]);
  editor = await memberSession(t, "editor@agency.example", ["editor"]);
});

afterAll(async () => {
  await t?.close();
});

describe("bulk changes", () => {
  it("refuse a sales member an application (403 naming no data) and change nothing, whatever else is ticked", async () => {
    const enquiry = await newEnquiry("bulk.enquirer@example.com");
    const application = await newApplication("bulk.applicant@example.com");
    const both = [{ kind: "enquiry", id: enquiry }, { kind: "application", id: application }];
    for (const body of [
      { action: "spam", leads: [{ kind: "application", id: application }] },
      { action: "status", status: "contacted", leads: both },
      { action: "assign", staff_id: sales.id, leads: both },
      { action: "assign", staff_id: null, leads: both },
    ]) {
      const refused = await post("/staff/leads/bulk", body, sales);
      const text = await refused.text();
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(/^Your roles do not allow this: it needs Owner or Hiring/) });
      expect(text).not.toContain("bulk.applicant@example.com");
    }
    expect((await leadOf("application", application)).status).toBe("new");
    expect((await leadOf("enquiry", enquiry)).status).toBe("new");
    expect((await leadOf("enquiry", enquiry)).follow_up.assignee).toBeNull();
  });

  it("let each role change the kinds it works, and refuse a role that works none", async () => {
    const enquiry = await newEnquiry("own.enquirer@example.com");
    const application = await newApplication("own.applicant@example.com");
    const sold = await json(await post("/staff/leads/bulk", { action: "spam", leads: [{ kind: "enquiry", id: enquiry }] }, sales));
    expect(sold).toEqual({ changed: 1, assigned: [] });
    const hired = await post("/staff/leads/bulk", { action: "assign", staff_id: hiring.id, leads: [{ kind: "application", id: application }] }, hiring);
    expect(hired.status).toBe(200);
    expect((await json(hired)).assigned.map((lead: { email: string }) => lead.email)).toEqual(["own.applicant@example.com"]);
    const edited = await post("/staff/leads/bulk", { action: "spam", leads: [{ kind: "enquiry", id: enquiry }] }, editor);
    expect(edited.status).toBe(403);
    // Checked before the body: a member who works no lead learns nothing from a malformed one either.
    expect((await post("/staff/leads/bulk", {}, editor)).status).toBe(403);
  });
});

describe("whom a lead is given to", () => {
  it("is someone whose roles let them work its kind: by hand, in bulk, and in the round robin", async () => {
    const application = await newApplication("given.applicant@example.com");
    const byHand = await post(`/staff/leads/application/${application}/assignee`, { staff_id: sales.id }, owner);
    expect(byHand.status).toBe(400);
    expect((await json(byHand)).message).toMatch(/^staff_id: this member's roles do not let them work job applications/);
    const enquiry = await newEnquiry("given.enquirer@example.com");
    const inBulk = await post("/staff/leads/bulk", { action: "assign", staff_id: hiring.id, leads: [{ kind: "enquiry", id: enquiry }, { kind: "application", id: application }] }, owner);
    expect(inBulk.status).toBe(400);
    // Refused before anything changed: the application it could take was not given either.
    expect((await leadOf("application", application)).follow_up.assignee).toBeNull();
    expect((await leadOf("enquiry", enquiry)).follow_up.assignee).toBeNull();

    const rotation = await t.call("/staff/lead-settings", { method: "PUT", json: { rotation_staff_ids: [sales.id, hiring.id] }, headers: owner.headers });
    expect(rotation.status).toBe(200);
    const given = [];
    for (let index = 0; index < 3; index += 1) {
      given.push((await json(await t.call("/applications", { method: "POST", body: applicationForm({ email: `turn.${index}@example.com` }) }))).assigned_to?.id);
      given.push((await json(await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), email: `turn.${index}@example.com` } }))).assigned_to?.id);
    }
    expect(given).toEqual([hiring.id, sales.id, hiring.id, sales.id, hiring.id, sales.id]);
    await t.call("/staff/lead-settings", { method: "PUT", json: { rotation_staff_ids: [] }, headers: owner.headers });
  });

  it("is listed to those who give leads only: members who may work that kind, their emails to owners alone", async () => {
    const names = async (member: Member, query = "") => {
      const response = await t.call(`/staff/lead-assignees${query}`, { headers: member.headers });
      expect(response.status, `${query} as ${member.id}`).toBe(200);
      return (await json(response)).data as { id: number; name: string; email?: string }[];
    };
    expect((await names(sales)).map((person) => person.id)).toEqual([owner.id, sales.id]);
    expect((await names(sales))[0]).toEqual({ id: owner.id, name: "owner" });
    expect((await names(hiring, "?kind=application")).map((person) => person.id)).toEqual([owner.id, hiring.id]);
    expect((await names(owner, "?kind=enquiry")).map((person) => person.id)).toEqual([owner.id, sales.id]);
    expect(await names(owner)).toContainEqual({ id: hiring.id, name: "hiring", email: "hiring@agency.example" });
    expect((await names(owner)).map((person) => person.id)).not.toContain(editor.id);
    expect((await t.call("/staff/lead-assignees?kind=application", { headers: sales.headers })).status).toBe(403);
    expect((await t.call("/staff/lead-assignees", { headers: editor.headers })).status).toBe(403);
    expect((await t.call("/staff/lead-assignees?kind=anything", { headers: owner.headers })).status).toBe(400);
  });
});

describe("the lead settings", () => {
  it("are read by owners only: the rotation names members with their emails", async () => {
    for (const member of [sales, hiring, editor]) {
      const refused = await t.call("/staff/lead-settings", { headers: member.headers });
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain("@agency.example");
    }
    expect((await t.call("/staff/lead-settings", { headers: owner.headers })).status).toBe(200);
  });
});

describe("walking from lead to lead", () => {
  it("goes only through the kinds the member may read", async () => {
    const first = await newApplication("walk.first@example.com");
    await newEnquiry("walk.between@example.com");
    const last = await newApplication("walk.last@example.com");
    const around = await json(await t.call(`/staff/leads/application/${first}/neighbours`, { headers: hiring.headers }));
    expect(around.newer).toEqual({ kind: "application", id: last });
    const asOwner = await json(await t.call(`/staff/leads/application/${first}/neighbours`, { headers: owner.headers }));
    expect(asOwner.newer.kind).toBe("enquiry");
  });
});
