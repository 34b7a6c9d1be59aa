import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api";
import { SEED_OPENINGS } from "../../contract/openings-seed";
import { type TestServer, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

let t: TestServer;
let staff: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  staff = (await memberSession(t, "desk@agency.example", "staff")).headers;
  owner = (await memberSession(t, "boss@agency.example", "owner")).headers;
});

afterAll(async () => {
  await t?.close();
});

const publicTitles = async () => ((await json(await t.call("/openings"))) as { title: string }[]).map((o) => o.title);
const staffList = async () => (await json(await t.call("/staff/openings", { headers: staff }))) as { id: number; title: string; is_open: boolean }[];
const send = (path: string, method: string, body: unknown, headers = staff) => t.call(path, { method, json: body, headers });

const newOpening = { title: "QA Engineer", location: "Onsite Indore", experience: "2+ Years", requirements: ["Playwright", "Patience"] };

describe("the seeded openings", () => {
  it("are the spec's three, open and in order, with their requirements, cacheable for everyone", async () => {
    const answer = await t.call("/openings");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=30");
    const list = await json(answer);
    expect(list.map((o: { title: string; location: string; experience: string }) => [o.title, o.location, o.experience])).toEqual([
      ["Frontend Developer", "Onsite Indore", "2+ Years"],
      ["Sales Executive", "Remote/Hybrid", "1-3 Years"],
      ["Graphic Designer", "Onsite Indore", "1+ Years"],
    ]);
    expect(list[0].requirements).toEqual(SEED_OPENINGS[0].requirements);
    expect(list.every((o: { is_open: boolean }) => o.is_open)).toBe(true);
  });
});

describe("staff calls", () => {
  it("answer 401 without a session, for every call", async () => {
    const calls: [string, string][] = [
      ["/staff/openings", "GET"],
      ["/staff/openings", "POST"],
      ["/staff/openings/1", "PUT"],
      ["/staff/openings/1/move", "POST"],
      ["/staff/openings/1", "DELETE"],
    ];
    for (const [path, method] of calls) {
      const answer = await t.call(path, { method, json: method === "GET" || method === "DELETE" ? undefined : newOpening });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it("are private and open to both roles", async () => {
    for (const headers of [staff, owner]) {
      const answer = await t.call("/staff/openings", { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("create an opening at the end of the list, shown publicly at once", async () => {
    const created = await send("/staff/openings", "POST", newOpening);
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ ...newOpening, summary: null, is_open: true, position: 4 });
    expect(await publicTitles()).toEqual(["Frontend Developer", "Sales Executive", "Graphic Designer", "QA Engineer"]);
  });

  it("refuse bad input with 400 and the field's name", async () => {
    const cases: [unknown, string][] = [
      [{ ...newOpening, title: "  " }, "title"],
      [{ ...newOpening, location: undefined }, "location"],
      [{ ...newOpening, title: "x".repeat(121) }, "title"],
      [{ ...newOpening, requirements: ["ok", ""] }, "requirements[1]"],
      [{ ...newOpening, requirements: Array.from({ length: 16 }, () => "line") }, "requirements"],
      [{ ...newOpening, is_open: "yes" }, "is_open"],
    ];
    for (const [body, field] of cases) {
      const answer = await send("/staff/openings", "POST", body);
      expect(answer.status).toBe(400);
      expect((await json(answer)).errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await send("/staff/openings/1", "PUT", {})).status).toBe(400);
    expect((await send("/staff/openings/abc", "PUT", { title: "New" })).status).toBe(404);
    expect((await send("/staff/openings/1/move", "POST", { direction: "sideways" })).status).toBe(400);
    expect((await send("/staff/openings/99999", "PUT", { title: "New" })).status).toBe(404);
    expect((await send("/staff/openings/99999/move", "POST", { direction: "up" })).status).toBe(404);
    expect((await t.call("/staff/openings/99999", { method: "DELETE", headers: staff })).status).toBe(404);
  });

  it("edit, close and reopen: a closed opening leaves the public list but stays in the console's", async () => {
    const [first] = await staffList();
    const edited = await send(`/staff/openings/${first.id}`, "PUT", { location: "Hybrid Indore", summary: "Build things." });
    expect(await json(edited)).toMatchObject({ title: "Frontend Developer", location: "Hybrid Indore", summary: "Build things." });

    await send(`/staff/openings/${first.id}`, "PUT", { is_open: false });
    expect(await publicTitles()).not.toContain("Frontend Developer");
    expect((await staffList()).find((o) => o.id === first.id)?.is_open).toBe(false);

    await send(`/staff/openings/${first.id}`, "PUT", { is_open: true }, owner);
    expect((await publicTitles())[0]).toBe("Frontend Developer");
  });

  it("move up and down, the ends staying put", async () => {
    const before = await staffList();
    const last = before[before.length - 1];
    const moved = await send(`/staff/openings/${last.id}/move`, "POST", { direction: "up" });
    expect(moved.status).toBe(200);
    expect((await json(moved)).map((o: { title: string }) => o.title)).toEqual([
      "Frontend Developer",
      "Sales Executive",
      "QA Engineer",
      "Graphic Designer",
    ]);
    await send(`/staff/openings/${before[0].id}/move`, "POST", { direction: "up" });
    await send(`/staff/openings/${last.id}/move`, "POST", { direction: "down" });
    expect((await staffList()).map((o) => o.title)).toEqual(before.map((o) => o.title));
  });

  it("delete; with every opening closed the public list is empty", async () => {
    const qa = (await staffList()).find((o) => o.title === "QA Engineer")!;
    expect((await t.call(`/staff/openings/${qa.id}`, { method: "DELETE", headers: staff })).status).toBe(204);
    for (const opening of await staffList()) await send(`/staff/openings/${opening.id}`, "PUT", { is_open: false });
    expect(await publicTitles()).toEqual([]);
  });

  it("are not seeded again at the next start once staff deleted them", async () => {
    for (const opening of await staffList()) await t.call(`/staff/openings/${opening.id}`, { method: "DELETE", headers: staff });
    const restarted = await createApi({ ...t.databaseOptions, rateLimit: false });
    await restarted.close();
    expect(await staffList()).toEqual([]);
  });
});
