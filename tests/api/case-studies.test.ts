import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

let t: TestServer;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  staff = (await memberSession(t, "desk@agency.example", "staff")).headers;
});

afterAll(async () => {
  await t?.close();
});

type Study = { id: number; title: string; is_example: boolean; is_published: boolean };
const publicList = async () => (await json(await t.call("/case-studies"))) as Study[];
const staffList = async () => (await json(await t.call("/staff/case-studies", { headers: staff }))) as Study[];
const send = (path: string, method: string, body: unknown) => t.call(path, { method, json: body, headers: staff });

const study = {
  title: "Leads from search, not ads",
  client: "Indore Interiors",
  industry: "Home & living",
  challenge: "Paid ads brought clicks but few enquiries.",
  what_we_did: "Local SEO, a faster site and a quote form that asks less.",
  results: [{ value: "+38%", label: "organic leads" }],
  cover_image: "/images/work/indore-interiors.png",
  alt_text: "A living room",
};

describe("case studies", () => {
  it("seeds two examples as drafts: staff see them, the public site does not", async () => {
    const answer = await t.call("/case-studies");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=30");
    expect(await publicList()).toEqual([]);
    const list = await staffList();
    expect(list).toHaveLength(2);
    expect(list.every((s) => s.is_example && !s.is_published)).toBe(true);
    expect(list[0]).toMatchObject({ results: expect.arrayContaining([{ value: "+38%", label: "organic leads" }]) });
  });

  it("answer staff calls only with a session (401), privately", async () => {
    for (const [path, method] of [
      ["/staff/case-studies", "GET"],
      ["/staff/case-studies", "POST"],
      ["/staff/case-studies/1", "PUT"],
      ["/staff/case-studies/1/move", "POST"],
      ["/staff/case-studies/1", "DELETE"],
    ]) {
      expect((await t.call(path, { method, json: method === "POST" || method === "PUT" ? study : undefined })).status).toBe(401);
    }
    const answer = await t.call("/staff/case-studies", { headers: staff });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("creates one last, not an example, and lists it publicly", async () => {
    const created = await send("/staff/case-studies", "POST", study);
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ ...study, is_example: false, is_published: true, position: 3 });
    expect((await publicList()).map((s) => s.title)).toEqual([study.title]);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ ...study, client: "" }, "client"],
      [{ ...study, cover_image: "javascript:alert(1)" }, "cover_image"],
      [{ ...study, cover_image: "//elsewhere.example/x.png" }, "cover_image"],
      [{ ...study, results: [{ value: "+38%" }] }, "results[0].label"],
      [{ ...study, results: Array.from({ length: 7 }, () => ({ value: "1", label: "x" })) }, "results"],
      [{ ...study, what_we_did: "x".repeat(1201) }, "what_we_did"],
    ];
    for (const [body, field] of cases) {
      const answer = await send("/staff/case-studies", "POST", body);
      expect(answer.status).toBe(400);
      expect((await json(answer)).errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await send("/staff/case-studies/99999", "PUT", { title: "x" })).status).toBe(404);
  });

  it("hides unpublished ones from the public, reorders and deletes", async () => {
    const [first, , mine] = await staffList();
    await send(`/staff/case-studies/${first.id}`, "PUT", { is_published: false, cover_image: null });
    expect((await publicList()).map((s) => s.id)).not.toContain(first.id);
    expect((await staffList()).find((s) => s.id === first.id)).toMatchObject({ is_published: false, cover_image: null });

    const moved = await send(`/staff/case-studies/${mine.id}/move`, "POST", { direction: "up" });
    expect((await json(moved)).map((s: Study) => s.id)[1]).toBe(mine.id);

    expect((await t.call(`/staff/case-studies/${mine.id}`, { method: "DELETE", headers: staff })).status).toBe(204);
    expect((await staffList()).map((s) => s.id)).not.toContain(mine.id);
  });
});
