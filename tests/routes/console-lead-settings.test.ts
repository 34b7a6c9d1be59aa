import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/console.settings.leads";
import { staffLeads } from "../mocks/api/leads";
import { apiStaff, staffMe } from "../mocks/api/staff";
import { failure } from "../mocks/api/stub";
import { signedInGet, signedInPost } from "../support/console";
import { callAction, callLoader } from "../support/route";

const PEOPLE = [
  { id: 2, name: "Ravi Sales", email: "ravi@agency.example" },
  { id: 3, name: "Neha Sales", email: "neha@agency.example" },
];

/** A form post with the rotation's ticked boxes, each its own `rotation` field, as a browser sends them. */
async function settingsPost(fields: [string, string][]): Promise<Request> {
  const request = await signedInPost("/console/settings/leads", {});
  return new Request(request.url, { method: "POST", headers: request.headers, body: new URLSearchParams(fields) });
}

describe("the lead settings page", () => {
  it("shows who gets leads in turn and the WhatsApp texts, to an owner", async () => {
    staffMe();
    staffLeads.settings({ enquiry: "Namaste {name}!", application: null }, [PEOPLE[1]!]);
    staffLeads.assignees(PEOPLE);
    const answer = await callLoader<{ settings: { rotation: { id: number }[]; whatsapp_templates: { enquiry: string } }; people: unknown[] }>(
      loader,
      await signedInGet("/console/settings/leads"),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.settings.rotation.map((person) => person.id)).toEqual([3]);
    expect(answer.data.settings.whatsapp_templates.enquiry).toBe("Namaste {name}!");
    expect(answer.data.people).toHaveLength(2);
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
  });

  it("is the 403 page for anyone who may not change settings", async () => {
    staffMe(apiStaff({ role: "staff" }));
    const asked = staffLeads.settings();
    const answer = await callLoader(loader, await signedInGet("/console/settings/leads"));
    expect(answer.status).toBe(403);
    expect(asked.all).toHaveLength(0);
  });

  it("saves the ticked people and both texts, an empty text as the built-in one", async () => {
    staffMe();
    const saved = staffLeads.saveSettings();
    const answer = await callAction(
      action,
      await settingsPost([
        ["rotation", "2"],
        ["rotation", "3"],
        ["enquiryTemplate", "  Hello {name}, {agency} here about {service}.  "],
        ["applicationTemplate", ""],
      ]),
    );
    expect(answer.status).toBe(303);
    expect(answer.response?.headers.get("Location")).toBe("/console/settings/leads?saved=1");
    expect(saved.last()?.body).toEqual({
      rotation_staff_ids: [2, 3],
      whatsapp_templates: { enquiry: "Hello {name}, {agency} here about {service}.", application: null },
    });
  });

  it("turns round robin off when nobody is ticked", async () => {
    staffMe();
    const saved = staffLeads.saveSettings();
    await callAction(action, await settingsPost([["enquiryTemplate", ""], ["applicationTemplate", ""]]));
    expect(saved.last()?.body).toMatchObject({ rotation_staff_ids: [] });
  });

  it("keeps what was typed and names the field when a text is too long or the API refuses a person", async () => {
    staffMe();
    const saved = staffLeads.saveSettings();
    const long = "x".repeat(1001);
    const tooLong = await callAction<{ errors: Record<string, string>; typed: { enquiry: string } }>(
      action,
      await settingsPost([["enquiryTemplate", long], ["applicationTemplate", "Hi"]]),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.errors.enquiry).toBe("Keep it within 1000 characters");
    expect(tooLong.data.typed.enquiry).toBe(long);
    expect(saved.all).toHaveLength(0);

    staffMe();
    staffLeads.saveSettings(failure(400, "rotation_staff_ids: 9 is not a member of the staff"));
    const refused = await callAction<{ errors: Record<string, string> }>(action, await settingsPost([["rotation", "9"]]));
    expect(refused.status).toBe(400);
    expect(refused.data.errors.form).toBe("rotation_staff_ids: 9 is not a member of the staff");
  });
});
