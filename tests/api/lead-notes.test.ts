import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

type Member = { id: number; headers: Record<string, string> };
let t: TestServer;
let owner: Member;
let sales: Member;
let hiring: Member;
let lead = "";
let other = "";

async function newEnquiry(): Promise<string> {
  const response = await t.call("/enquiries", { method: "POST", json: validEnquiry() });
  expect(response.status).toBe(201);
  return `/staff/leads/enquiry/${(await json(response)).id}`;
}

async function addNote(path: string, member: Member, body: string): Promise<number> {
  const response = await t.call(`${path}/notes`, { method: "POST", json: { body }, headers: member.headers });
  expect(response.status).toBe(201);
  return (await json(response)).note.id;
}

const notesOf = async (path: string, member: Member = owner) =>
  ((await json(await t.call(path, { headers: member.headers }))).history as { id: number; type: string }[]).filter((entry) => entry.type === "note");

const edit = (path: string, noteId: number, member: Member, body: unknown) =>
  t.call(`${path}/notes/${noteId}`, { method: "PATCH", json: { body }, headers: member.headers });
const remove = (path: string, noteId: number, member: Member) => t.call(`${path}/notes/${noteId}`, { method: "DELETE", headers: member.headers });

beforeAll(async () => {
  t = await startTestServer({ seed: false }, { directSql: true });
  owner = await memberSession(t, "owner@agency.example", "owner");
  sales = await memberSession(t, "sales@agency.example", ["sales"]);
  hiring = await memberSession(t, "hiring@agency.example", ["hiring"]);
  lead = await newEnquiry();
  other = await newEnquiry();
});

afterAll(async () => {
  await t?.close();
});

describe("a note's author edits it, and its earlier text is kept", () => {
  it("keeps each replaced text with when it was written and replaced, and marks the note edited", async () => {
    const noteId = await addNote(lead, sales, "Called, no answer");
    const first = await edit(lead, noteId, sales, "  Called twice, no answer  ");
    expect(first.status).toBe(200);
    expect((await json(first)).note).toMatchObject({ id: noteId, body: "Called twice, no answer", edited_at: expect.any(String) });
    expect((await edit(lead, noteId, sales, "Called twice; demo on Friday")).status).toBe(200);

    const [note] = await notesOf(lead);
    expect(note).toMatchObject({
      id: noteId,
      body: "Called twice; demo on Friday",
      by: { id: sales.id },
      edited_at: expect.any(String),
      deleted: null,
      revisions: [
        { body: "Called, no answer", written_at: expect.any(String), replaced_at: expect.any(String) },
        { body: "Called twice, no answer", written_at: expect.any(String), replaced_at: expect.any(String) },
      ],
    });
    const audit = await json(await t.call("/staff/audit?action=lead_note_edited", { headers: owner.headers }));
    expect(audit.data.length).toBe(2);
  });

  it("refuses someone else's words, even to an owner, with a sentence; a note of another lead is a 404", async () => {
    const noteId = await addNote(lead, sales, "Budget is 2 lakh");
    for (const response of [await edit(lead, noteId, owner, "Budget is 20 lakh"), await remove(lead, noteId, owner)]) {
      expect(response.status).toBe(403);
      expect((await json(response)).message).toMatch(/only the person who wrote a note/i);
    }
    // The admin token writes as nobody, so it is nobody's author either.
    expect((await edit(lead, noteId, { id: 0, headers: adminHeaders }, "x")).status).toBe(403);
    // The same note under another lead, or a note that does not exist.
    expect((await edit(other, noteId, sales, "moved")).status).toBe(404);
    expect((await remove(other, noteId, sales)).status).toBe(404);
    expect((await edit(lead, 999999, sales, "nothing")).status).toBe(404);
    expect((await edit("/staff/leads/enquiry/999999", noteId, sales, "nothing")).status).toBe(404);
    // A hiring member may not work enquiries at all: the lead's kind decides first.
    expect((await edit(lead, noteId, hiring, "x")).status).toBe(403);
    const [, note] = await notesOf(lead);
    expect(note).toMatchObject({ id: noteId, body: "Budget is 2 lakh", edited_at: null, revisions: [] });
  });

  it("answers bad input with a 400 naming the field", async () => {
    const noteId = await addNote(lead, sales, "Short note");
    for (const body of ["", "   ", "x".repeat(5001), 42]) {
      const response = await edit(lead, noteId, sales, body);
      expect(response.status).toBe(400);
      expect((await json(response)).errors[0].field).toBe("body");
    }
    expect((await t.call(`${lead}/notes/abc`, { method: "PATCH", json: { body: "x" }, headers: sales.headers })).status).toBe(404);
  });

  it("keeps one revision when the same edit comes 50 times at once", async () => {
    const noteId = await addNote(lead, sales, "Before");
    const answers = await Promise.all(Array.from({ length: 50 }, () => edit(lead, noteId, sales, "After")));
    expect(answers.map((response) => response.status)).toEqual(Array(50).fill(200));
    const note = (await notesOf(lead)).find((entry) => entry.id === noteId);
    expect(note).toMatchObject({ body: "After", revisions: [{ body: "Before" }] });
  });
});

describe("a note's author deletes it", () => {
  it("leaves who deleted it and when in the history, without its words, and out of the CSV", async () => {
    const noteId = await addNote(other, sales, "Personal number: 98260 00000");
    await edit(other, noteId, sales, "Personal number: 98260 11111");
    const answers = await Promise.all(Array.from({ length: 50 }, () => remove(other, noteId, sales)));
    // One delete happens; the others find nothing left to delete.
    expect(answers.filter((response) => response.status === 204)).toHaveLength(1);
    expect(answers.filter((response) => response.status === 404)).toHaveLength(49);

    const [note] = await notesOf(other);
    expect(note).toMatchObject({
      id: noteId,
      body: "",
      revisions: [],
      deleted: { by: { id: sales.id, name: "sales" }, at: expect.any(String) },
    });
    expect(JSON.stringify(await notesOf(other))).not.toContain("98260");
    // A deleted note cannot be edited back.
    expect((await edit(other, noteId, sales, "Back")).status).toBe(404);
    const csv = await (await t.call("/staff/leads.csv?kind=enquiry", { headers: owner.headers })).text();
    expect(csv).not.toContain("98260");
    const [row] = (await t.sql("select count(*)::int as count from lead_note_revisions where event_id = $1", [noteId])) as { count: number }[];
    expect(row.count).toBe(0);
  });
});
