import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../api/index";
import { onLeadEvent, type LeadEvent } from "../../api/leads/events";
import { ADMIN_TOKEN, type TestServer, adminHeaders, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

const SITE_KEY = "site-key-for-follow-up-tests-0123456789";
const siteHeaders = { "X-Site-Key": SITE_KEY };
let t: TestServer;
let second: { api: Api; server: Server; call: TestServer["call"] };
let owner: { id: number; headers: Record<string, string> };
let asha: { id: number; headers: Record<string, string> };
let ravi: { id: number; headers: Record<string, string> };

/** A second instance on the same database, as in a deployment with several servers. */
async function secondInstance(): Promise<typeof second> {
  const api = await createApi({ adminToken: ADMIN_TOKEN, rateLimit: false, seed: false, siteKey: SITE_KEY, ...t.databaseOptions });
  const app = express().use("/api", api.router);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const call: TestServer["call"] = (path, init = {}) => {
    const { json: body, headers, ...rest } = init;
    const all = new Headers(headers);
    if (body !== undefined) all.set("Content-Type", "application/json");
    return fetch(`${base}${path}`, { ...rest, headers: all, body: body === undefined ? rest.body : JSON.stringify(body) });
  };
  return { api, server, call };
}

async function newEnquiry(call = t.call, name = "Meera Iyer"): Promise<{ id: number; assigned_to?: { id: number } }> {
  const response = await call("/enquiries", { method: "POST", json: { ...validEnquiry(), full_name: name } });
  expect(response.status).toBe(201);
  return json(response);
}

const post = (path: string, body: unknown, headers = asha.headers) => t.call(path, { method: "POST", json: body, headers });
const leadOf = async (id: number, headers = asha.headers) => (await json(await t.call(`/staff/leads/enquiry/${id}`, { headers }))).lead;

beforeAll(async () => {
  t = await startTestServer({ seed: false, siteKey: SITE_KEY }, { directSql: true });
  owner = await memberSession(t, "owner@agency.example", "owner");
  asha = await memberSession(t, "asha@agency.example");
  ravi = await memberSession(t, "ravi@agency.example");
  second = await secondInstance();
});

afterAll(async () => {
  second?.server.close();
  await second?.api.close();
  await t?.close();
});

describe("owners", () => {
  it("are set on a lead, shown with it, announced once, and refused for a stranger", async () => {
    const events: LeadEvent[] = [];
    const stop = onLeadEvent((event) => void events.push(event));
    const { id } = await newEnquiry();
    expect((await leadOf(id)).follow_up.assignee).toBeNull();
    const given = await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: ravi.id });
    expect(given.status).toBe(200);
    expect((await json(given)).lead.follow_up.assignee).toMatchObject({ id: ravi.id, email: "ravi@agency.example" });
    // The same owner again changes nothing and says so.
    expect((await json(await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: ravi.id }))).changed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(events.filter((event) => event.type === "lead.assigned" && event.id === id)).toHaveLength(1);

    const stranger = await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: 99_999 });
    expect(stranger.status).toBe(400);
    expect((await json(stranger)).message).toMatch(/staff_id/);
    expect((await post(`/staff/leads/enquiry/999999/assignee`, { staff_id: ravi.id })).status).toBe(404);
  });

  it("filter the inbox: my leads, nobody's leads", async () => {
    const { id } = await newEnquiry(t.call, "Kabir Mine");
    await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: asha.id });
    const mine = await json(await t.call("/staff/leads?assignee=me", { headers: asha.headers }));
    expect(mine.data.map((lead: { id: number }) => lead.id)).toContain(id);
    expect(mine.data.every((lead: { follow_up: { assignee: { id: number } } }) => lead.follow_up.assignee.id === asha.id)).toBe(true);
    const ravis = await json(await t.call("/staff/leads?assignee=me", { headers: ravi.headers }));
    expect(ravis.data.map((lead: { id: number }) => lead.id)).not.toContain(id);
    const nobodys = await json(await t.call("/staff/leads?assignee=none", { headers: asha.headers }));
    expect(nobodys.data.map((lead: { id: number }) => lead.id)).not.toContain(id);
  });

  it("are given in bulk from the inbox, with spam and status in bulk too", async () => {
    const a = await newEnquiry();
    const b = await newEnquiry();
    const assigned = await post("/staff/leads/bulk", { action: "assign", staff_id: asha.id, leads: [{ kind: "enquiry", id: a.id }, { kind: "enquiry", id: b.id }] });
    const answer = await json(assigned);
    expect(answer.changed).toBe(2);
    // The site emails each new owner from this answer.
    expect(answer.assigned.map((lead: { id: number; follow_up: { assignee: { email: string } } }) => [lead.id, lead.follow_up.assignee.email])).toEqual([
      [a.id, "asha@agency.example"],
      [b.id, "asha@agency.example"],
    ]);
    // Given to her again: nothing changed, nobody is emailed twice.
    const again = await json(await post("/staff/leads/bulk", { action: "assign", staff_id: asha.id, leads: [{ kind: "enquiry", id: a.id }] }));
    expect(again).toEqual({ changed: 1, assigned: [] });
    expect((await leadOf(b.id)).follow_up.assignee.id).toBe(asha.id);
    await post("/staff/leads/bulk", { action: "spam", leads: [{ kind: "enquiry", id: a.id }] });
    expect((await leadOf(a.id)).status).toBe("spam");
    const bad = await post("/staff/leads/bulk", { action: "status", leads: [{ kind: "enquiry", id: a.id }] });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toMatch(/status/);
    expect((await post("/staff/leads/bulk", { action: "spam", leads: [] })).status).toBe(400);
    // One inbox page at most: 51 is refused with the limit in words, and nothing is changed.
    const tooMany = await post("/staff/leads/bulk", { action: "spam", leads: Array.from({ length: 51 }, () => ({ kind: "enquiry", id: b.id })) });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).message).toMatch(/leads must have at most 50/);
    expect((await leadOf(b.id)).status).toBe("new");
  });
});

describe("round robin", () => {
  it("gives 50 leads arriving at once on two instances in strict turn: none twice, none left out", async () => {
    const settings = await t.call("/staff/lead-settings", { method: "PUT", json: { rotation_staff_ids: [ravi.id, asha.id] }, headers: owner.headers });
    expect(settings.status).toBe(200);
    expect((await json(settings)).rotation.map((member: { id: number }) => member.id)).toEqual([asha.id, ravi.id].sort((x, y) => x - y));
    const receipts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => newEnquiry(index % 2 ? t.call : second.call, `Rotation ${index}`)),
    );
    const byId = receipts.sort((x, y) => x.id - y.id);
    expect(byId.every((receipt) => receipt.assigned_to)).toBe(true);
    // In the order the leads were stored, owners alternate: no one is given two in a row.
    for (let index = 1; index < byId.length; index += 1) {
      expect(byId[index].assigned_to!.id).not.toBe(byId[index - 1].assigned_to!.id);
    }
    const counts = await t.sql(
      `select assignee_id, count(*)::integer as count from lead_follow_ups where lead_id = any($1) group by assignee_id`,
      [byId.map((receipt) => receipt.id)],
    );
    expect(counts.map((row) => Number(row.count))).toEqual([25, 25]);
    await t.call("/staff/lead-settings", { method: "PUT", json: { rotation_staff_ids: [] }, headers: owner.headers });
    expect((await newEnquiry()).assigned_to).toBeUndefined();
  });

  it("is a setting only owners change, and only to members of the staff", async () => {
    expect((await t.call("/staff/lead-settings", { method: "PUT", json: { rotation_staff_ids: [asha.id] }, headers: asha.headers })).status).toBe(403);
    const stranger = await t.call("/staff/lead-settings", { method: "PUT", json: { rotation_staff_ids: [424_242] }, headers: owner.headers });
    expect(stranger.status).toBe(400);
    expect((await json(stranger)).message).toMatch(/424242 is not a member/);
  });
});

describe("next steps and their reminders", () => {
  it("are due today or overdue in the inbox, and each due reminder is claimed once across two instances", async () => {
    const { id } = await newEnquiry(t.call, "Due Today");
    await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: asha.id });
    const at = new Date(Date.now() + 60 * 60_000);
    const set = await post(`/staff/leads/enquiry/${id}/next-step`, { at: at.toISOString(), text: "Send the proposal" });
    expect((await json(set)).lead.follow_up.next_step).toEqual({ at: at.toISOString(), text: "Send the proposal" });
    // Not due yet: nothing to claim.
    const early = await json(await t.call("/staff/lead-reminders/claim", { method: "POST", headers: siteHeaders }));
    expect(early.data.map((reminder: { id: number }) => reminder.id)).not.toContain(id);
    await t.sql(`update lead_follow_ups set next_step_at = now() - interval '1 minute' where lead_kind = 'enquiry' and lead_id = $1`, [id]);
    const due = await json(await t.call("/staff/leads?due=1", { headers: asha.headers }));
    expect(due.data.map((lead: { id: number }) => lead.id)).toContain(id);

    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? t.call : second.call)("/staff/lead-reminders/claim", { method: "POST", headers: siteHeaders })),
    );
    const claimed = (await Promise.all(claims.map((response) => json(response)))).flatMap((answer) => answer.data);
    const ours = claimed.filter((reminder: { id: number }) => reminder.id === id);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      kind: "enquiry",
      name: "Due Today",
      email: validEnquiry().email,
      phone: validEnquiry().phone,
      service: validEnquiry().service,
      next_step: { text: "Send the proposal" },
      assignee: { email: "asha@agency.example" },
    });
    // A new time is a new reminder.
    await post(`/staff/leads/enquiry/${id}/next-step`, { at: new Date(Date.now() - 1000).toISOString(), text: "Call again" });
    const again = await json(await t.call("/staff/lead-reminders/claim", { method: "POST", headers: siteHeaders }));
    expect(again.data.filter((reminder: { id: number }) => reminder.id === id)).toHaveLength(1);
  });

  it("gives a reminder handed back by the site (its queue failing) out again, once across two instances", async () => {
    const { id } = await newEnquiry(t.call, "Handed Back");
    await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: asha.id });
    await post(`/staff/leads/enquiry/${id}/next-step`, { at: new Date(Date.now() - 60_000).toISOString(), text: "Call back" });
    const claim = async (call = t.call) =>
      ((await json(await call("/staff/lead-reminders/claim", { method: "POST", headers: siteHeaders }))).data as { id: number; next_step: { at: string } }[]).filter(
        (reminder) => reminder.id === id,
      );
    const [claimed] = await claim();
    expect(claimed).toBeDefined();
    expect(await claim()).toHaveLength(0);
    const release = (reminders: unknown, headers: Record<string, string> = siteHeaders) => t.call("/staff/lead-reminders/release", { method: "POST", json: { reminders }, headers });
    // Only the site may hand back, and only what it names properly.
    expect((await release([{ kind: "enquiry", id, at: claimed.next_step.at }], asha.headers)).status).toBe(401);
    expect((await release([])).status).toBe(400);
    expect((await release([{ kind: "enquiry", id, at: "tomorrow" }])).status).toBe(400);
    // A step other than the one claimed is not released.
    expect(await json(await release([{ kind: "enquiry", id, at: new Date(0).toISOString() }]))).toEqual({ released: 0 });
    expect(await json(await release([{ kind: "enquiry", id, at: claimed.next_step.at }]))).toEqual({ released: 1 });

    const claims = await Promise.all(Array.from({ length: 50 }, (_, index) => claim(index % 2 ? t.call : second.call)));
    expect(claims.flat()).toHaveLength(1);
  });

  it("names the owner to the site's 20-hour reminder (site key), none before one is given", async () => {
    const { id } = await newEnquiry(t.call, "Owner Later");
    const before = await json(await t.call(`/staff/leads/enquiry/${id}/status`, { headers: siteHeaders }));
    expect(before).toEqual({ status: "new", owner: null });
    await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: ravi.id });
    const after = await json(await t.call(`/staff/leads/enquiry/${id}/status`, { headers: siteHeaders }));
    expect(after).toEqual({ status: "new", owner: { name: expect.any(String), email: "ravi@agency.example" } });
  });

  it("refuses a time without its offset and a step without words, and the claim without the site key", async () => {
    const { id } = await newEnquiry();
    const local = await post(`/staff/leads/enquiry/${id}/next-step`, { at: "2026-03-11T11:00", text: "Call" });
    expect(local.status).toBe(400);
    expect((await json(local)).message).toMatch(/^at /);
    expect((await post(`/staff/leads/enquiry/${id}/next-step`, { at: "2026-03-11T11:00:00+05:30", text: " " })).status).toBe(400);
    expect((await t.call("/staff/lead-reminders/claim", { method: "POST", headers: asha.headers })).status).toBe(401);
  });
});

describe("contact attempts, call outcomes and the first response", () => {
  it("records who tapped which channel, and the first response time from the first answer only", async () => {
    const { id } = await newEnquiry();
    expect((await leadOf(id)).follow_up.first_response_at).toBeNull();
    expect((await post(`/staff/leads/enquiry/${id}/contacts`, { channel: "whatsapp" })).status).toBe(201);
    const first = (await leadOf(id)).follow_up.first_response_at;
    expect(first).not.toBeNull();
    await post(`/staff/leads/enquiry/${id}/notes`, { body: "Later note" });
    expect((await leadOf(id)).follow_up.first_response_at).toBe(first);
    const history = (await json(await t.call(`/staff/leads/enquiry/${id}`, { headers: asha.headers }))).history;
    expect(history[0]).toMatchObject({ type: "contact", body: "whatsapp", by: { email: "asha@agency.example" } });
    expect((await post(`/staff/leads/enquiry/${id}/contacts`, { channel: "pigeon" })).status).toBe(400);
  });

  it("counts a status change or a note as the first answer too", async () => {
    const a = await newEnquiry();
    await post(`/staff/leads/enquiry/${a.id}/status`, { status: "contacted" });
    expect((await leadOf(a.id)).follow_up.first_response_at).not.toBeNull();
    const b = await newEnquiry();
    await post(`/staff/leads/enquiry/${b.id}/notes`, { body: "Called, left a message" });
    expect((await leadOf(b.id)).follow_up.first_response_at).not.toBeNull();
  });

  it("turns 'no answer, call back at' into a note and the next step", async () => {
    const { id } = await newEnquiry();
    const at = "2026-03-12T11:00:00+05:30";
    const answer = await post(`/staff/leads/enquiry/${id}/call-outcome`, { outcome: "no_answer", call_back_at: at, channel: "call" });
    expect(answer.status).toBe(201);
    expect((await json(answer)).lead.follow_up.next_step).toEqual({ at: new Date(at).toISOString(), text: "Call back" });
    const history = (await json(await t.call(`/staff/leads/enquiry/${id}`, { headers: asha.headers }))).history;
    expect(history.at(-1).body).toBe("Call: no answer, call back on 12 Mar 2026, 11:00 am IST.");
    const missing = await post(`/staff/leads/enquiry/${id}/call-outcome`, { outcome: "call_back" });
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toMatch(/call_back_at/);
  });
});

describe("won and lost", () => {
  it("keeps a won lead's value in whole rupees and a lost lead's reason, with the status", async () => {
    const won = await newEnquiry();
    const answer = await json(await post(`/staff/leads/enquiry/${won.id}/outcome`, { outcome: "won", value_rupees: 150000 }));
    expect(answer.lead).toMatchObject({ status: "won", follow_up: { value_rupees: 150000, lost_reason: null } });
    const lost = await newEnquiry();
    const gone = await json(await post(`/staff/leads/enquiry/${lost.id}/outcome`, { outcome: "lost", reason: "Chose a cheaper agency" }));
    expect(gone.lead).toMatchObject({ status: "lost", follow_up: { lost_reason: "Chose a cheaper agency" } });
  });

  it.each([
    [{ outcome: "won" }, /value_rupees/],
    [{ outcome: "won", value_rupees: 12.5 }, /value_rupees must be an integer/],
    [{ outcome: "won", value_rupees: -1 }, /value_rupees must be at least 0/],
    [{ outcome: "won", value_rupees: "1,50,000" }, /value_rupees must be a number/],
    [{ outcome: "lost", reason: "" }, /reason/],
    [{ outcome: "maybe" }, /outcome/],
  ])("refuses %j with a 400 that says why, and leaves the lead as it was", async (body, message) => {
    const { id } = await newEnquiry();
    const answer = await post(`/staff/leads/enquiry/${id}/outcome`, body);
    expect(answer.status).toBe(400);
    expect((await json(answer)).message).toMatch(message);
    expect((await leadOf(id)).status).toBe("new");
  });
});

describe("deleting a lead", () => {
  it("deletes its follow-up with it", async () => {
    const { id } = await newEnquiry();
    await post(`/staff/leads/enquiry/${id}/assignee`, { staff_id: asha.id });
    expect((await t.call(`/staff/leads/enquiry/${id}`, { method: "DELETE", headers: adminHeaders })).status).toBe(204);
    expect(await t.sql(`select * from lead_follow_ups where lead_kind = 'enquiry' and lead_id = $1`, [id])).toEqual([]);
  });
});
