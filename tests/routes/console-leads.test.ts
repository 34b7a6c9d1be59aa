import { beforeEach, describe, expect, it } from "vitest";
import { action as inboxAction, loader as inboxLoader } from "~/routes/console._index";
import { action as leadAction, loader as leadLoader } from "~/routes/console.leads.$kind.$id";
import { action as tapAction, loader as tapLoader } from "~/routes/console_.leads.$kind.$id.contact.$channel";
import { loader as resumeLoader } from "~/routes/console_.leads.application.$id.resume";
import { loader as resumeViewLoader } from "~/routes/console_.leads.application.$id.resume.view";
import { loader as csvLoader } from "~/routes/console_.leads[.]csv";
import { apiLead, staffLeads } from "../mocks/api/leads";
import { apiOpening, staffOpenings } from "../mocks/api/staff-openings";
import { failure } from "../mocks/api/stub";
import { answerOf, getRequest, loadContext, postRequest, VISITOR } from "../support/route";
import { sessionCookie, signedInGet, signedInPost, TOKEN } from "../support/console";

const context = loadContext();
const lead = apiLead();

const leadParams = { kind: "enquiry", id: "42" };

// The inbox's bulk form offers the staff to assign to.
beforeEach(() => void staffLeads.assignees([{ id: 3, name: "Ravi", email: "ravi@agency.example" }]));

describe("inbox", () => {
  it("passes the URL's filters to the API, 25 a page, and hands back the list", async () => {
    const list = staffLeads.list([lead], { page: 2, total: 26, new_count: 1 });
    staffOpenings.list([]);
    const path = "/console?q=meera&kind=enquiry&status=new&service=Web+Development&from=2026-11-01&to=2026-11-30&page=2";
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet(path), params: {}, context }));
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(list.last()!.url.searchParams)).toEqual({
      q: "meera",
      kind: "enquiry",
      status: "new",
      service: "Web Development",
      from: "2026-11-01",
      to: "2026-11-30",
      page: "2",
      per_page: "25",
    });
    expect(list.last()!.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({ list: { total: 26, data: [{ name: "Meera Joshi", status: "new" }] } });
  });

  it("drops the filter form's empty fields and values that are no filter, by a redirect to the clean URL", async () => {
    const path = "/console?q=&kind=&status=bogus&service=&position=&from=&to=&page=0";
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet(path), params: {}, context }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/console");
  });
});

describe("inbox filters that cannot apply", () => {
  const openings = [
    apiOpening(0, { title: "Frontend Developer", location: "Indore", experience: "2+ years" }),
    apiOpening(8, { title: "Rust Engineer", location: "Remote", experience: "3+ years", is_open: false }),
  ];
  const withOpenings = () => staffOpenings.list(openings);

  it("answers a From after To with 400 and a message next to the field, the filters kept, the API not asked", async () => {
    withOpenings();
    const list = staffLeads.list([]);
    const path = "/console?q=meera&status=new&from=2026-11-30&to=2026-11-01";
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet(path), params: {}, context }));
    expect(answer.status).toBe(400);
    expect(list.all).toHaveLength(0);
    expect(answer.data).toMatchObject({
      filters: { q: "meera", status: "new", from: "2026-11-30", to: "2026-11-01" },
      problems: [{ field: "to", message: "To must be on or after From: the range ends before it starts." }],
    });
  });

  it("answers a date that does not exist, or is no date, with 400 and a message, not an error page", async () => {
    withOpenings();
    for (const [query, field] of [["from=2026-02-31", "from"], ["to=yesterday", "to"]] as const) {
      const answer = await answerOf(async () => inboxLoader({ request: await signedInGet(`/console?${query}`), params: {}, context }));
      expect(answer.status, query).toBe(400);
      expect(answer.data, query).toMatchObject({ problems: [{ field, message: expect.stringMatching(/must be a real date/) }] });
    }
  });

  it("sends a page past the last one to the last page, filters kept", async () => {
    withOpenings();
    staffLeads.list((call) => (Number(call.url.searchParams.get("page") ?? 1) > 2 ? [] : [lead]), { total: 26 });
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet("/console?status=new&page=99"), params: {}, context }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/console?status=new&page=2");
  });

  it("offers the agency's openings as positions and the services by name, sending the forms' values", async () => {
    withOpenings();
    staffLeads.list([]);
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet("/console"), params: {}, context }));
    const { choices } = answer.data as { choices: { services: [string, string][]; positions: [string, string][] } };
    expect(choices.positions).toEqual([["Frontend Developer", "Frontend Developer"], ["Rust Engineer", "Rust Engineer"]]);
    expect(choices.services).toContainEqual(["Full-suite-branding-brand-building", "Full-Suite Branding & Brand Building"]);
    expect(choices.services).toContainEqual(["Social-pr", "Social Media & PR"]);
  });
});

describe("lead page", () => {
  it("shows a missing lead as a 404 page", async () => {
    staffLeads.get(failure(404, "Not found"));
    staffLeads.neighbours(failure(404, "Not found"));
    const answer = await answerOf(async () => leadLoader({ request: await signedInGet("/console/leads/enquiry/42"), params: leadParams, context }));
    expect(answer.status).toBe(404);
  });

  it("answers an unknown kind with 404 without asking the API", async () => {
    const answer = await answerOf(async () =>
      leadLoader({ request: await signedInGet("/console/leads/quote/42"), params: { kind: "quote", id: "42" }, context }),
    );
    expect(answer.status).toBe(404);
  });

  it("changes the status with the visitor's address and comes back to the lead", async () => {
    const status = staffLeads.setStatus({ lead: { ...lead, status: "contacted" } });
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "contacted" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(status.last()!.body).toEqual({ status: "contacted" });
    expect(status.last()!.headers.get("X-Forwarded-For")).toBe(VISITOR);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?saved=status");
  });

  it("comes back to the lead in the list it was opened from, with the one-time confirmation", async () => {
    staffLeads.setStatus({ lead: { ...lead, status: "won" } });
    const request = await signedInPost("/console/leads/enquiry/42?status=new&q=meera&saved=note", { intent: "status", status: "won", value_unknown: "on" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?status=new&q=meera&saved=status");
  });

  it("leads back to the filtered inbox, to the previous and next lead in it, and says what was saved", async () => {
    staffLeads.get(lead);
    const neighbours = staffLeads.neighbours({ newer: { kind: "application", id: 7 }, older: null });
    const answer = await answerOf(async () =>
      leadLoader({ request: await signedInGet("/console/leads/enquiry/42?q=meera&status=new&page=2&saved=status"), params: leadParams, context }),
    );
    expect(Object.fromEntries(neighbours.last()!.url.searchParams)).toEqual({ q: "meera", status: "new" });
    expect(answer.data).toMatchObject({
      inboxHref: "/console?q=meera&status=new&page=2",
      listSearch: "?q=meera&status=new&page=2",
      neighbours: { newer: { kind: "application", id: 7 }, older: null },
      saved: "Status updated.",
    });
  });

  it("offers the staff to give the lead to, and gives it from the lead page, emailing the new owner", async () => {
    const people = staffLeads.assignees([{ id: 3, name: "Ravi" }]);
    staffLeads.get(lead);
    staffLeads.neighbours();
    const page = await answerOf<{ people: { id: number }[] }>(async () =>
      leadLoader({ request: await signedInGet("/console/leads/enquiry/42"), params: leadParams, context }),
    );
    expect(page.data.people.map((person) => person.id)).toEqual([3]);
    // Only the people who may work this kind of lead are offered.
    expect(people.last()!.url.searchParams.get("kind")).toBe("enquiry");

    const owned = { ...lead, follow_up: { assignee: { id: 3, name: "Ravi", email: "ravi@agency.example" }, assigned_at: "2026-11-27T06:00:00.000Z" } };
    const assign = staffLeads.assign({ lead: owned, changed: true });
    staffLeads.templates();
    const told: string[] = [];
    const withMail = loadContext({
      notifications: { enabled: true, leadArrived: async () => {}, staffLink: async () => {}, leadAssigned: async (notice) => void told.push(notice.owner.email) },
    });
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "assign", staff_id: "3" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context: withMail }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?saved=follow-up");
    expect(assign.last()!.body).toEqual({ staff_id: 3 });
    expect(told).toEqual(["ravi@agency.example"]);
  });

  it("refuses a status that does not exist next to the field, without asking the API", async () => {
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "maybe" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ formId: "lead-status", result: { error: { status: ["Choose a status."] } } });
  });

  it("adds a note, and says so next to the field when it is empty", async () => {
    const notes = staffLeads.addNote({ note: {} });
    const added = await answerOf(async () =>
      leadAction({ request: await signedInPost("/console/leads/enquiry/42", { intent: "note", body: "  Called back.  " }), params: leadParams, context }),
    );
    expect(notes.last()!.body).toEqual({ body: "Called back." });
    expect(added.status).toBe(303);

    const empty = await answerOf(async () =>
      leadAction({ request: await signedInPost("/console/leads/enquiry/42", { intent: "note", body: " " }), params: leadParams, context }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ formId: "lead-note", result: { error: { body: ["Write a note of up to 5000 characters."] } } });
  });

  it("shows the API's refusal to delete (a staff-role caller) on the page", async () => {
    staffLeads.remove(failure(403, "Only an owner can do this"));
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "delete" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({ deleteError: "Only an owner can do this" });
  });
});

describe("the call and WhatsApp taps", () => {
  const tapParams = { ...leadParams, channel: "whatsapp" };

  it("records a tap posted from the lead page, then sends the browser on to wa.me with the agency's text (303)", async () => {
    staffLeads.get();
    staffLeads.templates({ enquiry: "Hi {name}", application: null });
    const recorded = staffLeads.contact();
    const request = await signedInPost("/console/leads/enquiry/42/contact/whatsapp", {});
    const answer = await answerOf(() => tapAction({ request, params: tapParams, context }));
    expect(answer).toRedirectTo(`https://wa.me/919876543210?text=${encodeURIComponent("Hi Meera Joshi")}`, 303);
    expect(recorded.all).toHaveLength(1);
    expect(recorded.last()!.body).toEqual({ channel: "whatsapp" });
    expect(recorded.last()!.headers.get("X-Forwarded-For")).toBe(VISITOR);
  });

  it("records nothing on a visit (a link in a mail, another site's link or image): it goes to the lead's taps", async () => {
    const recorded = staffLeads.contact();
    for (const channel of ["call", "whatsapp"]) {
      const request = await signedInGet(`/console/leads/enquiry/42/contact/${channel}`);
      const answer = await answerOf(() => tapLoader({ request, params: { ...leadParams, channel }, context }));
      expect(answer).toRedirectTo("/console/leads/enquiry/42#lead-follow-up", 303);
    }
    expect(recorded.all).toHaveLength(0);
  });

  it("refuses another site's post with 403, recording nothing", async () => {
    const recorded = staffLeads.contact();
    const request = postRequest("/console/leads/enquiry/42/contact/call", {}, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
      Cookie: await sessionCookie(),
      "Content-Type": "application/x-www-form-urlencoded",
    });
    const answer = await answerOf(() => tapAction({ request, params: { ...leadParams, channel: "call" }, context }));
    expect(answer.status).toBe(403);
    expect(recorded.all).toHaveLength(0);
  });

  it("answers an unknown channel with 404, visited or posted", async () => {
    const params = { ...leadParams, channel: "sms" };
    expect((await answerOf(() => tapLoader({ request: getRequest("/console/leads/enquiry/42/contact/sms"), params, context }))).status).toBe(404);
    const request = await signedInPost("/console/leads/enquiry/42/contact/sms", {});
    expect((await answerOf(() => tapAction({ request, params, context }))).status).toBe(404);
  });
});

describe("downloads", () => {
  it("passes the API's CSV through with the inbox's filters (every page), its name and type", async () => {
    const csv = "\uFEFFkind,id\r\nenquiry,42\r\n";
    const exported = staffLeads.csv(csv, "leads-2026-11-23.csv");
    const answer = await answerOf(async () =>
      csvLoader({ request: await signedInGet("/console/leads.csv?status=won&q=asha&page=3"), params: {}, context }),
    );
    expect(Object.fromEntries(exported.last()!.url.searchParams)).toEqual({ q: "asha", status: "won" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="leads-2026-11-23.csv"');
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await answer.response!.arrayBuffer())).toEqual(new TextEncoder().encode(csv));
  });

  it("sends a résumé as an attachment of its real type, never sniffed", async () => {
    staffLeads.resume(7, new Uint8Array([37, 80, 68, 70]), { "Content-Type": "application/pdf", "Content-Disposition": "inline" });
    const answer = await answerOf(async () =>
      resumeLoader({ request: await signedInGet("/console/leads/application/7/resume"), params: { id: "7" }, context }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="resume"');
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("answers a résumé, its viewer or an export the caller's roles do not allow with 403 and the API's words, never a 500", async () => {
    const refusal = "Your roles do not allow this: it needs Owner or Hiring (read job applications, read and download résumés)";
    for (const [loader, path] of [
      [resumeLoader, "/console/leads/application/7/resume"],
      [resumeViewLoader, "/console/leads/application/7/resume/view"],
    ] as const) {
      staffLeads.resume(7, failure(403, refusal));
      const answer = await answerOf<{ message: string }>(async () => loader({ request: await signedInGet(path), params: { id: "7" }, context }));
      expect(answer.status, path).toBe(403);
      expect(answer.data).toEqual({ message: refusal });
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
    staffLeads.csv(failure(403, "Your roles do not allow this: it needs Owner or Sales (read enquiries in the inbox, export them)"));
    const csv = await answerOf(async () => csvLoader({ request: await signedInGet("/console/leads.csv?kind=enquiry"), params: {}, context }));
    expect(csv.status).toBe(403);
  });

  it("sends a visitor whose session ended from a download to sign-in", async () => {
    staffLeads.csv(failure(401, "Sign in"));
    const answer = await answerOf(async () => csvLoader({ request: await signedInGet("/console/leads.csv"), params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?redirectTo=%2Fconsole%2Fleads.csv");
  });
});

describe("the status form asks won for its value and lost for its reason", () => {
  it("refuses Won without a value (400, the message by the field), and keeps it with one through the outcome call", async () => {
    const refused = await answerOf(async () =>
      leadAction({ request: await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "won", value_rupees: "" }), params: leadParams, context }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Enter the won value in rupees, or tick “Value not known yet”.");

    const outcome = staffLeads.outcome({ lead: { ...lead, status: "won" } });
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "won", value_rupees: "₹1,50,000" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.status).toBe(303);
    expect(outcome.last()!.body).toEqual({ outcome: "won", value_rupees: 150000 });
  });

  it("takes Won with the value explicitly not known, and Lost only with a reason", async () => {
    const status = staffLeads.setStatus({ lead: { ...lead, status: "won" } });
    const unknown = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "won", value_unknown: "on" });
    expect((await answerOf(() => leadAction({ request: unknown, params: leadParams, context }))).status).toBe(303);
    expect(status.last()!.body).toEqual({ status: "won" });

    const noReason = await answerOf(async () =>
      leadAction({ request: await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "lost" }), params: leadParams, context }),
    );
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.data)).toContain("Say why it was lost.");
    const outcome = staffLeads.outcome({ lead: { ...lead, status: "lost" } });
    const lost = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "lost", reason: "Chose a cheaper agency" });
    expect((await answerOf(() => leadAction({ request: lost, params: leadParams, context }))).status).toBe(303);
    expect(outcome.last()!.body).toEqual({ outcome: "lost", reason: "Chose a cheaper agency" });
  });
});

describe("bulk changes in the inbox", () => {
  const bulkPost = async (fields: [string, string][]) =>
    new Request("http://localhost:3000/console", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", Cookie: (await signedInGet("/console")).headers.get("Cookie")! },
    });

  it("refuses more than 50 ticked leads with a clear 400, before asking the API", async () => {
    const bulk = staffLeads.bulk({ changed: 0 });
    const ticked = Array.from({ length: 51 }, (_, i) => ["lead", `enquiry:${i + 1}`] as [string, string]);
    const answer = await answerOf<{ bulk: { message: string } }>(async () => inboxAction({ request: await bulkPost([...ticked, ["bulk", "spam"]]), params: {}, context }));
    expect(answer.status).toBe(400);
    expect(answer.data.bulk.message).toBe("Choose at most 50 leads at once (51 were ticked).");
    expect(bulk.all).toHaveLength(0);
  });

  it("gives the ticked leads to a member in one API call and emails the new owner of each", async () => {
    const owned = { ...lead, follow_up: { assignee: { id: 3, name: "Ravi", email: "ravi@agency.example" }, assigned_at: "2026-11-27T06:00:00.000Z" } };
    const bulk = staffLeads.bulk({ changed: 2, assigned: [owned, { ...owned, kind: "application", id: 7, service: undefined, position: "Designer" }] });
    staffLeads.templates({ enquiry: "Hi {name}", application: null });
    const told: { owner: string; id: number }[] = [];
    const withMail = loadContext({
      notifications: {
        enabled: true,
        leadArrived: async () => {},
        staffLink: async () => {},
        leadAssigned: async (notice) => void told.push({ owner: notice.owner.email, id: notice.id }),
      },
    });
    const request = await bulkPost([["lead", "enquiry:42"], ["lead", "application:7"], ["bulk", "assign"], ["staff_id", "3"], ["status", "contacted"]]);
    const answer = await answerOf<{ bulk: { ok: boolean; message: string } }>(() => inboxAction({ request, params: {}, context: withMail }));
    expect(answer.status).toBe(200);
    expect(answer.data.bulk).toEqual({ ok: true, message: "2 leads changed." });
    expect(bulk.last()!.body).toEqual({ action: "assign", staff_id: 3, leads: [{ kind: "enquiry", id: 42 }, { kind: "application", id: 7 }] });
    expect(told).toEqual([{ owner: "ravi@agency.example", id: 42 }, { owner: "ravi@agency.example", id: 7 }]);
  });
});
