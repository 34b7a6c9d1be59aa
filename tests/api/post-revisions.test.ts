import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

let t: TestServer;
let writer: Awaited<ReturnType<typeof memberSession>>;

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  writer = await memberSession(t, "writer@agency.example");
  // Starting a server with its database takes a while on a busy machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

interface Revision {
  id: number;
  author: string;
  note: string;
  autosave: boolean;
}
interface Detail extends Revision {
  data: { title: string; markdown: string; status: string };
  previous_id: number | null;
  diff: { change: string; text: string }[];
}

let posts = 0;
async function create(markdown = "First line.\n\nSecond line.\n") {
  const title = `Revisions at work ${++posts}`;
  const response = await t.call("/staff/posts", { method: "POST", json: { title, markdown }, headers: writer.headers });
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
}
const put = (id: number, body: Record<string, unknown>, headers = writer.headers) => t.call(`/staff/posts/${id}`, { method: "PUT", json: body, headers });
const revisions = async (id: number) => (await json<{ data: Revision[] }>(await t.call(`/staff/posts/${id}/revisions`, { headers: writer.headers }))).data;
const detail = async (id: number, revision: number) => json<Detail>(await t.call(`/staff/posts/${id}/revisions/${revision}`, { headers: writer.headers }));
const changed = (diff: Detail["diff"]) => diff.filter((line) => line.change !== "same").map((line) => `${line.change === "added" ? "+" : "-"} ${line.text}`);

describe("post revisions", () => {
  it("keeps every save with who saved it and a diff of the lines it changed", async () => {
    const id = await create();
    expect((await put(id, { markdown: "First line.\n\nSecond line, edited.\n" })).status).toBe(200);
    expect((await put(id, { title: "Revisions at work, again" }, adminHeaders)).status).toBe(200);
    const list = await revisions(id);
    expect(list.map((r) => r.note)).toEqual(["Saved", "Saved", "Created"]);
    expect(list[1].author).toBe("writer <writer@agency.example>");
    expect(list[0].author).toBe("Admin token");
    const body = await detail(id, list[1].id);
    expect(body.previous_id).toBe(list[2].id);
    // The body is diffed line by line: only the line that changed shows.
    expect(changed(body.diff)).toEqual(["- markdown: Second line.", "+ markdown: Second line, edited."]);
    expect(changed((await detail(id, list[0].id)).diff)).toEqual([`- title: Revisions at work ${posts}`, "+ title: Revisions at work, again"]);
    const first = await detail(id, list[2].id);
    expect(first.previous_id).toBeNull();
    expect(first.diff.every((line) => line.change === "added")).toBe(true);
  });

  it("restores a revision as a new one and leaves the post published", async () => {
    const id = await create("Old text.\n");
    await t.call(`/staff/posts/${id}/publish`, { method: "POST", json: {}, headers: writer.headers });
    await put(id, { markdown: "New text.\n" });
    const created = (await revisions(id)).at(-1)!;
    const restored = await t.call(`/staff/posts/${id}/revisions/${created.id}/restore`, { method: "POST", json: {}, headers: writer.headers });
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ markdown: "Old text.\n", status: "published" });
    const list = await revisions(id);
    expect(list.map((r) => r.note)).toEqual([`Restored revision #${created.id}`, "Saved", "Published", "Created"]);
    expect(changed((await detail(id, list[0].id)).diff)).toEqual(["- markdown: New text.", "+ markdown: Old text."]);
    const [{ count }] = await t.sql(`select count(*)::int as count from post_revisions where blog_id = ${id}`);
    expect(count).toBe(4);
  });

  it("coalesces one author's autosaves into one revision, also when fifty arrive at once, and an explicit save adds its own", async () => {
    const id = await create();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => put(id, { markdown: `Typed ${n}.\n`, autosave: true })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    await put(id, { markdown: "Typed 50.\n", autosave: true });
    let list = await revisions(id);
    expect(list.map((r) => [r.note, r.autosave])).toEqual([["Autosaved", true], ["Created", false]]);
    expect((await detail(id, list[0].id)).data.markdown).toBe("Typed 50.\n");
    // Another author's autosave, or an explicit save, is a revision of its own.
    await put(id, { markdown: "Typed by the admin.\n", autosave: true }, adminHeaders);
    await put(id, { markdown: "Saved by the writer.\n" });
    await put(id, { markdown: "Saved by the writer.\n" });
    list = await revisions(id);
    expect(list.map((r) => r.note)).toEqual(["Saved", "Autosaved", "Autosaved", "Created"]);
  });

  it("starts a post saved before revisions were kept with its former state", async () => {
    const id = await create("Before.\n");
    await t.sql(`delete from post_revisions where blog_id = ${id}`);
    await put(id, { markdown: "After.\n" });
    const list = await revisions(id);
    expect(list.map((r) => r.note)).toEqual(["Saved", "As it was before revisions were kept"]);
    expect(changed((await detail(id, list[0].id)).diff)).toEqual(["- markdown: Before.", "+ markdown: After."]);
  });

  it("answers 404 for another post's revision and a missing one, 401 without a session, and goes with the post", async () => {
    const a = await create();
    const b = await create();
    const ofA = (await revisions(a))[0].id;
    expect((await t.call(`/staff/posts/${b}/revisions/${ofA}`, { headers: writer.headers })).status).toBe(404);
    expect((await t.call(`/staff/posts/${b}/revisions/${ofA}/restore`, { method: "POST", json: {}, headers: writer.headers })).status).toBe(404);
    expect((await t.call(`/staff/posts/${a}/revisions/abc`, { headers: writer.headers })).status).toBe(404);
    expect((await t.call(`/staff/posts/${a}/revisions`)).status).toBe(401);
    expect((await t.call(`/staff/posts/${a}`, { method: "DELETE", headers: writer.headers })).status).toBe(204);
    const [{ count }] = await t.sql(`select count(*)::int as count from post_revisions where blog_id = ${a}`);
    expect(count).toBe(0);
  });
});
