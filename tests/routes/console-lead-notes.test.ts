import { describe, expect, it } from "vitest";
import { action as leadAction, loader as leadLoader } from "~/routes/console.leads.$kind.$id";
import { apiLead, staffLeads } from "../mocks/api/leads";
import { failure } from "../mocks/api/stub";
import { answerOf, loadContext } from "../support/route";
import { signedInGet, signedInPost } from "../support/console";

const context = loadContext();
const params = { kind: "enquiry", id: "42" };
const post = async (path: string, fields: Record<string, string>) =>
  answerOf(async () => leadAction({ request: await signedInPost(path, fields), params, context }));

describe("editing a note from the lead page", () => {
  it("opens the note named by ?editNote for editing", async () => {
    staffLeads.get(apiLead());
    staffLeads.neighbours();
    staffLeads.assignees([{ id: 3, name: "Ravi" }]);
    staffLeads.templates();
    const answer = await answerOf(async () => leadLoader({ request: await signedInGet("/console/leads/enquiry/42?status=new&editNote=7"), params, context }));
    expect(answer.data).toMatchObject({ editNote: "7", listSearch: "?status=new" });
  });

  it("sends the trimmed text to the API and comes back to the lead, form closed, filters kept, saying so", async () => {
    const edit = staffLeads.editNote(7, { note: { id: 7, body: "Called twice." } });
    const answer = await post("/console/leads/enquiry/42?status=new&editNote=7", { intent: "edit-note", note: "7", body: "  Called twice.  " });
    expect(edit.last()!.body).toEqual({ body: "Called twice." });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?status=new&saved=noteEdited");
  });

  it("keeps the typed text with a message when it is empty, without asking the API", async () => {
    const edit = staffLeads.editNote(7);
    const answer = await post("/console/leads/enquiry/42?editNote=7", { intent: "edit-note", note: "7", body: "  " });
    expect(edit.all).toHaveLength(0);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ formId: "lead-note-edit", result: { error: { body: ["Write a note of up to 5000 characters."] } } });
  });

  it("shows the API's refusal of someone else's note on the form, the text kept", async () => {
    staffLeads.editNote(7, failure(403, "Only the person who wrote a note can change or delete it"));
    const answer = await post("/console/leads/enquiry/42?editNote=7", { intent: "edit-note", note: "7", body: "My words now" });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({
      formId: "lead-note-edit",
      result: { initialValue: { body: "My words now" }, error: { "": ["Only the person who wrote a note can change or delete it"] } },
    });
  });
});

describe("deleting a note from the lead page", () => {
  it("asks the API to delete that note and comes back with the confirmation", async () => {
    const remove = staffLeads.deleteNote(7);
    const answer = await post("/console/leads/enquiry/42?q=meera", { intent: "delete-note", note: "7" });
    expect(remove.all).toHaveLength(1);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?q=meera&saved=noteDeleted");
  });

  it("says why when the API refuses (a note already deleted), and refuses a post that names no note", async () => {
    staffLeads.deleteNote(7, failure(404, "Note not found on this lead (it may have been deleted)"));
    const gone = await post("/console/leads/enquiry/42", { intent: "delete-note", note: "7" });
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({ noteDeleteError: "Note not found on this lead (it may have been deleted)" });
    const nameless = await post("/console/leads/enquiry/42", { intent: "delete-note", note: "" });
    expect(nameless.status).toBe(400);
  });
});
