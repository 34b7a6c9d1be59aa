import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type TestServer, json, startTestServer } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const record = (body: unknown, headers: Record<string, string> = {}) =>
  t.call("/consents", { method: "POST", json: body, headers });
const readBack = (id: string) => t.call(`/consents/${id}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });

const choice = { notice_version: 1, choices: { analytics: true, marketing: false }, language: "hi" };

describe("POST /consents", () => {
  it("keeps the time, notice version, choices and language, and answers with a new id", async () => {
    const answer = await record(choice, { "X-Forwarded-For": "203.0.113.9", "User-Agent": "Tester/1.0" });
    expect(answer.status).toBe(201);
    const body = await json<{ id: string; created_at: string }>(answer);
    expect(body).toMatchObject({ ...choice, replaces: null });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000);

    const stored = await json<Record<string, unknown>>(await readBack(body.id));
    expect(stored).toEqual(body);
    // Nothing that could identify the visitor is kept.
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113\.9|Tester/);
    expect(Object.keys(stored).sort()).toEqual(["choices", "created_at", "id", "language", "notice_version", "replaces"]);
  });

  it("links a changed choice to the one it replaces", async () => {
    const first = await json<{ id: string }>(await record(choice));
    const withdrawn = { ...choice, choices: { analytics: false, marketing: false }, replaces: first.id };
    const second = await record(withdrawn);
    expect(second.status).toBe(201);
    expect(await json(second)).toMatchObject(withdrawn);
  });

  it.each([
    ["no body", undefined, "notice_version is required"],
    ["a missing choice", { ...choice, choices: { analytics: true } }, "choices.marketing is required"],
    ["a choice that is not a boolean", { ...choice, choices: { analytics: "yes", marketing: false } }, "choices.analytics must be a boolean"],
    ["an unknown language", { ...choice, language: "fr" }, "language must be one of: en, hi"],
    ["a version of zero", { ...choice, notice_version: 0 }, "notice_version must be at least 1"],
    ["an extra field", { ...choice, ip: "203.0.113.9" }, "Request body"],
    ["a bad replaced id", { ...choice, replaces: "42" }, "replaces must be a consent id (a UUID)"],
  ])("refuses %s with a 400 that says why", async (_case, body, message) => {
    const answer = await record(body ?? {});
    expect(answer.status).toBe(400);
    expect((await json<{ message: string }>(answer)).message).toContain(message);
  });

  it("refuses a body that is not JSON with a 415", async () => {
    const answer = await t.call("/consents", { method: "POST", body: "analytics=1", headers: { "Content-Type": "text/plain" } });
    expect(answer.status).toBe(415);
  });
});

describe("GET /consents/:id", () => {
  it("is for the agency only", async () => {
    const { id } = await json<{ id: string }>(await record(choice));
    expect((await t.call(`/consents/${id}`)).status).toBe(401);
  });

  it("answers 404 for an unknown record and for a malformed id", async () => {
    expect((await readBack("8f14e45f-ceea-467a-9575-6f6f3b8a1c11")).status).toBe(404);
    expect((await readBack("not-a-uuid")).status).toBe(404);
  });
});
