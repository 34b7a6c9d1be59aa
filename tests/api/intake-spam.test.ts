import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REPLY_SETTINGS } from "../../contract/intake";
import { type TestServer, applicationForm, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

const SITE_KEY = "site-key-for-intake-tests-0123456789";
let t: TestServer;
let owner: { headers: Record<string, string> };
let sales: { headers: Record<string, string> };
let counter = 0;

/** A fresh sender and text each time, so no test is judged a repeat of another unless it means to be. */
function enquiry(fields: Record<string, unknown> = {}) {
  counter += 1;
  return { ...validEnquiry(), email: `person${counter}@example.com`, message: `Project number ${counter}: an ordering app.`, ...fields };
}

async function send(body: Record<string, unknown>) {
  const response = await t.call("/enquiries", { method: "POST", json: body });
  expect(response.status).toBe(201);
  return json<{ id: number; spam: boolean }>(response);
}

async function lead(kind: string, id: number) {
  const response = await t.call(`/staff/leads/${kind}/${id}`, { headers: sales.headers });
  expect(response.status).toBe(200);
  return (await json(response)).lead;
}

async function inbox(query = "") {
  return (await json(await t.call(`/staff/leads${query}`, { headers: sales.headers }))).data as { kind: string; id: number }[];
}

beforeAll(async () => {
  t = await startTestServer({ seed: false, siteKey: SITE_KEY });
  owner = await memberSession(t, "owner@agency.example", "owner");
  sales = await memberSession(t, "sales@agency.example", "staff");
});

afterAll(() => t.close());

describe("spam check on arrival", () => {
  it("takes an ordinary enquiry into the inbox with no reasons", async () => {
    const receipt = await send(enquiry());
    expect(receipt.spam).toBe(false);
    expect(await lead("enquiry", receipt.id)).toMatchObject({ status: "new", spam_score: 0, spam_reasons: [] });
    expect(await inbox()).toContainEqual(expect.objectContaining({ kind: "enquiry", id: receipt.id }));
  });

  it.each([
    ["a filled honeypot", { signals: { honeypot: true } }, "Hidden form field filled in (honeypot)"],
    ["a form sent 1.2 s after it was rendered", { signals: { elapsed_ms: 1200 } }, "Sent 1.2 s after the page loaded"],
    ["a disposable email domain", { email: "grab@mailinator.com" }, "Disposable email domain (mailinator.com)"],
    ["three links in the message", { message: "Cheap SEO http://a.example https://b.example www.c-example.com" }, "3 links in the message"],
  ])("keeps %s as spam, out of the inbox, with its reason", async (_name, fields, reason) => {
    const receipt = await send(enquiry(fields));
    expect(receipt.spam).toBe(true);
    const stored = await lead("enquiry", receipt.id);
    expect(stored.status).toBe("spam");
    expect(stored.spam_reasons).toContain(reason);
    expect(await inbox()).not.toContainEqual(expect.objectContaining({ kind: "enquiry", id: receipt.id }));
    expect(await inbox("?status=spam")).toContainEqual(expect.objectContaining({ kind: "enquiry", id: receipt.id }));
  });

  it("lets a person who takes their time and pastes one link through", async () => {
    const receipt = await send(enquiry({ message: "Our site is https://shop.example, please redo it", signals: { honeypot: false, elapsed_ms: 45_000 } }));
    expect(receipt.spam).toBe(false);
    expect((await lead("enquiry", receipt.id)).spam_reasons).toEqual(["1 link in the message"]);
  });

  it("scores an application too (multipart signals)", async () => {
    const form = applicationForm({ email: "jobs@mailinator.com" });
    form.append("signals", JSON.stringify({ elapsed_ms: 800 }));
    const response = await t.call("/applications", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const receipt = await json(response);
    expect(receipt.spam).toBe(true);
    expect((await lead("application", receipt.id)).spam_reasons).toEqual(["Sent 0.8 s after the page loaded", "Disposable email domain (mailinator.com)"]);
  });

  it("counts the same message from the same sender within a day, once each when fifty come at once", async () => {
    const body = enquiry({ message: "Exactly the same words, again and again." });
    const receipts = await Promise.all(Array.from({ length: 50 }, () => send(body)));
    const stored = await Promise.all(receipts.map((receipt) => lead("enquiry", receipt.id)));
    const repeats = stored.filter((row) => row.spam_reasons.includes("Same message sent in the last 24 hours"));
    expect(repeats).toHaveLength(49);
    // Other words from the same sender are no repeat.
    const other = await send({ ...body, message: "A different question altogether." });
    expect((await lead("enquiry", other.id)).spam_reasons).toEqual([]);
  });

  it("follows the owner's threshold: a repeat alone (4) is spam at 4", async () => {
    const refused = await t.call("/staff/settings/spam", { method: "PUT", json: { threshold: 0 }, headers: owner.headers });
    expect(refused.status).toBe(400);
    const forbidden = await t.call("/staff/settings/spam", { method: "PUT", json: { threshold: 4 }, headers: sales.headers });
    expect(forbidden.status).toBe(403);
    expect((await t.call("/staff/settings/spam", { method: "PUT", json: { threshold: 4 }, headers: owner.headers })).status).toBe(200);
    const body = enquiry();
    expect((await send(body)).spam).toBe(false);
    expect((await send(body)).spam).toBe(true);
    await t.call("/staff/settings/spam", { method: "PUT", json: { threshold: 5 }, headers: owner.headers });
  });
});

describe("Not spam", () => {
  it("moves a spam lead to the inbox as new, once", async () => {
    const receipt = await send(enquiry({ email: "real.person@mailinator.com" }));
    const released = await t.call(`/staff/leads/enquiry/${receipt.id}/not-spam`, { method: "POST", headers: sales.headers });
    expect(released.status).toBe(200);
    expect((await json(released)).lead.status).toBe("new");
    expect(await inbox()).toContainEqual(expect.objectContaining({ kind: "enquiry", id: receipt.id }));
    const again = await t.call(`/staff/leads/enquiry/${receipt.id}/not-spam`, { method: "POST", headers: sales.headers });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("This lead is not in Spam");
  });

  it("answers 404 for a lead that does not exist and 401 without a session", async () => {
    expect((await t.call("/staff/leads/enquiry/999999/not-spam", { method: "POST", headers: sales.headers })).status).toBe(404);
    expect((await t.call("/staff/leads/enquiry/1/not-spam", { method: "POST" })).status).toBe(401);
  });
});

describe("the automatic reply's settings", () => {
  it("start with the default text, read by the site with its key", async () => {
    expect((await t.call("/staff/auto-reply")).status).toBe(401);
    const answer = await t.call("/staff/auto-reply", { headers: { "X-Site-Key": SITE_KEY } });
    expect(await json(answer)).toEqual(DEFAULT_REPLY_SETTINGS);
    expect(DEFAULT_REPLY_SETTINGS.enquiry.body).toContain("within 24 hours");
    expect(DEFAULT_REPLY_SETTINGS.application.body).not.toContain("24 hours");
  });

  it("are saved by an owner only, with clear errors", async () => {
    const changed = { ...DEFAULT_REPLY_SETTINGS, enabled: false, enquiry: { subject: "Thanks {name}", body: "We got it: {summary}" } };
    expect((await t.call("/staff/settings/replies", { method: "PUT", json: changed, headers: sales.headers })).status).toBe(403);
    const blank = await t.call("/staff/settings/replies", { method: "PUT", json: { ...changed, enquiry: { subject: " ", body: "x" } }, headers: owner.headers });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe("enquiry.subject must not be empty");
    expect((await t.call("/staff/settings/replies", { method: "PUT", json: changed, headers: owner.headers })).status).toBe(200);
    const read = await json(await t.call("/staff/settings/intake", { headers: owner.headers }));
    expect(read).toEqual({ replies: changed, spam: { threshold: 5 } });
    await t.call("/staff/settings/replies", { method: "PUT", json: DEFAULT_REPLY_SETTINGS, headers: owner.headers });
  });
});
