import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SEED } from "../../contract/site-content/seed";
import { createApi } from "../../api";
import { type TestServer, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

let t: TestServer;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  editor = (await memberSession(t, "ed@agency.example", "staff")).headers;
});

afterAll(async () => {
  await t?.close();
});

const item = "/staff/site-content/company/company";
const save = (data: unknown, headers = editor) => t.call(item, { method: "PUT", json: { data }, headers });
const publicCompany = async () => ((await json(await t.call("/site-content/company"))) as { key: string; data: typeof COMPANY_SEED }[])[0].data;

describe("the seed", () => {
  it("puts today's app/content in once, published, with a first revision", async () => {
    expect(await publicCompany()).toEqual(COMPANY_SEED);
    const answer = await json(await t.call(item, { headers: editor }));
    expect(answer).toMatchObject({ draft: COMPANY_SEED, published: COMPANY_SEED, has_unpublished_changes: false });
    expect(answer.revisions.map((r: { note: string }) => r.note)).toEqual(["Seeded"]);
  });

  it("does nothing on a second start, whatever staff changed", async () => {
    await t.sql("update content_items set draft = jsonb_set(draft, '{phone}', '\"+91 1111 222 333\"')");
    const restarted = await createApi({ ...t.databaseOptions, rateLimit: false });
    await restarted.close();
    const [{ count }] = await t.sql("select count(*)::int as count from content_items where kind = 'company'");
    expect(count).toBe(1);
    const [{ phone }] = await t.sql("select draft->>'phone' as phone from content_items where kind = 'company'");
    expect(phone).toBe("+91 1111 222 333");
    await t.sql("update content_items set draft = published");
  });
});

describe("staff calls", () => {
  it("need a session and are private", async () => {
    expect((await t.call(item)).status).toBe(401);
    expect((await t.call(item, { method: "PUT", json: { data: COMPANY_SEED } })).status).toBe(401);
    const answer = await t.call("/staff/site-content", { headers: editor });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(answer)).toEqual([
      { kind: "company", label: "Company facts", items: 1, unpublished: 0 },
      { kind: "services", label: "Services", items: 6, unpublished: 0 },
      { kind: "home", label: "Home sections", items: 1, unpublished: 0 },
      { kind: "technologies", label: "Technologies", items: 1, unpublished: 0 },
      { kind: "logos", label: "Clients and partners", items: 2, unpublished: 0 },
      { kind: "team", label: "Team", items: 1, unpublished: 0 },
      { kind: "testimonials", label: "Testimonials", items: 1, unpublished: 0 },
      { kind: "about", label: "About page", items: 1, unpublished: 0 },
      { kind: "legal", label: "Legal pages", items: 3, unpublished: 0 },
    ]);
  });

  it("refuse bad input with 400 naming each field, and unknown kinds or keys with 404", async () => {
    const bad = await save({ ...COMPANY_SEED, phone: "call us", email: "nope", name: "  " });
    expect(bad.status).toBe(400);
    const { errors } = await json(bad);
    expect(errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "name", "phone"].sort());
    expect((await save({ ...COMPANY_SEED, name: "A\nB" })).status).toBe(400);
    expect((await t.call("/staff/site-content/nothing/x", { method: "PUT", json: { data: {} }, headers: editor })).status).toBe(404);
    expect((await t.call("/staff/site-content/company/other", { method: "PUT", json: { data: COMPANY_SEED }, headers: editor })).status).toBe(404);
    expect((await t.call("/site-content/nothing")).status).toBe(404);
  });
});

describe("a draft, its publication and its revisions", () => {
  const newPhone = "+91 99999 00000";

  it("a saved draft is a revision that visitors do not see until it is published", async () => {
    const saved = await save({ ...COMPANY_SEED, phone: newPhone });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ draft: { phone: newPhone }, has_unpublished_changes: true, updated_by: "ed <ed@agency.example>" });
    expect((await publicCompany()).phone).toBe(COMPANY_SEED.phone);

    const published = await t.call(`${item}/publish`, { method: "POST", headers: editor });
    expect(await json(published)).toMatchObject({ published: { phone: newPhone }, has_unpublished_changes: false });
    expect((await publicCompany()).phone).toBe(newPhone);
  });

  it("each revision shows who saved it and a readable diff against the one before", async () => {
    const { revisions } = await json(await t.call(item, { headers: editor }));
    expect(revisions.map((r: { note: string; author: string }) => [r.note, r.author])).toEqual([
      ["Saved", "ed <ed@agency.example>"],
      ["Seeded", "Seed (app/content)"],
    ]);
    const latest = await json(await t.call(`${item}/revisions/${revisions[0].id}`, { headers: editor }));
    const changed = latest.diff.filter((line: { change: string }) => line.change !== "same");
    expect(changed).toEqual([
      { change: "removed", text: `phone: ${COMPANY_SEED.phone}` },
      { change: "added", text: `phone: ${newPhone}` },
    ]);
    expect(latest.previous_id).toBe(revisions[1].id);
    expect((await t.call(`${item}/revisions/999999`, { headers: editor })).status).toBe(404);
    expect((await t.call(`${item}/revisions/abc`, { headers: editor })).status).toBe(404);
  });

  it("restoring a revision makes a new draft revision from it; publishing brings it back to visitors", async () => {
    const { revisions } = await json(await t.call(item, { headers: editor }));
    const seeded = revisions.at(-1).id;
    const restored = await t.call(`${item}/revisions/${seeded}/restore`, { method: "POST", headers: editor });
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ draft: { phone: COMPANY_SEED.phone }, has_unpublished_changes: true });
    const after = await json(await t.call(item, { headers: editor }));
    expect(after.revisions[0].note).toBe(`Restored revision #${seeded}`);
    expect((await publicCompany()).phone).toBe(newPhone);
    await t.call(`${item}/publish`, { method: "POST", headers: editor });
    expect((await publicCompany()).phone).toBe(COMPANY_SEED.phone);
  });

  it("keeps every one of 50 saves at once as its own revision", async () => {
    const before = (await json(await t.call(item, { headers: editor }))).revisions.length;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => save({ ...COMPANY_SEED, tagline: `Tagline ${i}` })));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect((await json(await t.call(item, { headers: editor }))).revisions.length).toBe(before + 50);
  });
});
