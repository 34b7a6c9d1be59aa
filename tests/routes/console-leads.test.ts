import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as inboxLoader } from "~/routes/console._index";
import { action as leadAction, loader as leadLoader } from "~/routes/console.leads.$kind.$id";
import { loader as resumeLoader } from "~/routes/console_.leads.application.$id.resume";
import { loader as csvLoader } from "~/routes/console_.leads[.]csv";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext, VISITOR } from "../support/route";
import { signedInGet, signedInPost, TOKEN } from "../support/console";
import { apiLead } from "../mocks/api/leads";

const context = loadContext();
const lead = apiLead();

const leadParams = { kind: "enquiry", id: "42" };

describe("inbox", () => {
  it("passes the URL's filters to the API, 25 a page, and hands back the list", async () => {
    let asked: URL | undefined;
    let authorization: string | null = null;
    upstream.use(
      http.get(`${API}/staff/leads`, ({ request }) => {
        asked = new URL(request.url);
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ data: [lead], page: 2, per_page: 25, total: 26, new_count: 1 });
      }),
      http.get(`${API}/staff/openings`, () => HttpResponse.json([])),
    );
    const path = "/console?q=meera&kind=enquiry&status=new&service=Web+Development&from=2026-11-01&to=2026-11-30&page=2";
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet(path), params: {}, context }));
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      q: "meera",
      kind: "enquiry",
      status: "new",
      service: "Web Development",
      from: "2026-11-01",
      to: "2026-11-30",
      page: "2",
      per_page: "25",
    });
    expect(authorization).toBe(`Bearer ${TOKEN}`);
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
    { id: 1, title: "Frontend Developer", location: "Indore", experience: "2+ years", summary: null, requirements: [], position: 1, is_open: true, created_at: "2026-11-01T00:00:00Z", updated_at: "2026-11-01T00:00:00Z" },
    { id: 9, title: "Rust Engineer", location: "Remote", experience: "3+ years", summary: null, requirements: [], position: 2, is_open: false, created_at: "2026-11-20T00:00:00Z", updated_at: "2026-11-20T00:00:00Z" },
  ];
  const withOpenings = () => upstream.use(http.get(`${API}/staff/openings`, () => HttpResponse.json(openings)));

  it("answers a From after To with 400 and a message next to the field, the filters kept, the API not asked", async () => {
    withOpenings();
    let asked = false;
    upstream.use(http.get(`${API}/staff/leads`, () => ((asked = true), HttpResponse.json({ data: [], page: 1, per_page: 25, total: 0 }))));
    const path = "/console?q=meera&status=new&from=2026-11-30&to=2026-11-01";
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet(path), params: {}, context }));
    expect(answer.status).toBe(400);
    expect(asked).toBe(false);
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
    upstream.use(
      http.get(`${API}/staff/leads`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
        return HttpResponse.json({ data: page > 2 ? [] : [lead], page, per_page: 25, total: 26 });
      }),
    );
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet("/console?status=new&page=99"), params: {}, context }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/console?status=new&page=2");
  });

  it("offers the agency's openings as positions and the services by name, sending the forms' values", async () => {
    withOpenings();
    upstream.use(http.get(`${API}/staff/leads`, () => HttpResponse.json({ data: [], page: 1, per_page: 25, total: 0 })));
    const answer = await answerOf(async () => inboxLoader({ request: await signedInGet("/console"), params: {}, context }));
    const { choices } = answer.data as { choices: { services: [string, string][]; positions: [string, string][] } };
    expect(choices.positions).toEqual([["Frontend Developer", "Frontend Developer"], ["Rust Engineer", "Rust Engineer"]]);
    expect(choices.services).toContainEqual(["Full-suite-branding-brand-building", "Full-Suite Branding & Brand Building"]);
    expect(choices.services).toContainEqual(["Social-pr", "Social Media & PR"]);
  });
});

describe("lead page", () => {
  it("shows a missing lead as a 404 page", async () => {
    upstream.use(
      http.get(`${API}/staff/leads/enquiry/42`, () => HttpResponse.json({ message: "Not found" }, { status: 404 })),
      http.get(`${API}/staff/leads/enquiry/42/neighbours`, () => HttpResponse.json({ message: "Not found" }, { status: 404 })),
    );
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
    let sent: unknown;
    let forwardedFor: string | null = null;
    upstream.use(
      http.post(`${API}/staff/leads/enquiry/42/status`, async ({ request }) => {
        sent = await request.json();
        forwardedFor = request.headers.get("X-Forwarded-For");
        return HttpResponse.json({ lead: { ...lead, status: "contacted" } });
      }),
    );
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "contacted" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(sent).toEqual({ status: "contacted" });
    expect(forwardedFor).toBe(VISITOR);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?saved=status");
  });

  it("comes back to the lead in the list it was opened from, with the one-time confirmation", async () => {
    upstream.use(http.post(`${API}/staff/leads/enquiry/42/status`, () => HttpResponse.json({ lead: { ...lead, status: "won" } })));
    const request = await signedInPost("/console/leads/enquiry/42?status=new&q=meera&saved=note", { intent: "status", status: "won" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.headers.get("Location")).toBe("/console/leads/enquiry/42?status=new&q=meera&saved=status");
  });

  it("leads back to the filtered inbox, to the previous and next lead in it, and says what was saved", async () => {
    let asked: URL | undefined;
    upstream.use(
      http.get(`${API}/staff/leads/enquiry/42`, () => HttpResponse.json({ lead, history: [] })),
      http.get(`${API}/staff/leads/enquiry/42/neighbours`, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ newer: { kind: "application", id: 7 }, older: null });
      }),
    );
    const answer = await answerOf(async () =>
      leadLoader({ request: await signedInGet("/console/leads/enquiry/42?q=meera&status=new&page=2&saved=status"), params: leadParams, context }),
    );
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ q: "meera", status: "new" });
    expect(answer.data).toMatchObject({
      inboxHref: "/console?q=meera&status=new&page=2",
      listSearch: "?q=meera&status=new&page=2",
      neighbours: { newer: { kind: "application", id: 7 }, older: null },
      saved: "Status updated.",
    });
  });

  it("refuses a status that does not exist next to the field, without asking the API", async () => {
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "status", status: "maybe" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ formId: "lead-status", result: { error: { status: ["Choose a status."] } } });
  });

  it("adds a note, and says so next to the field when it is empty", async () => {
    let sent: unknown;
    upstream.use(
      http.post(`${API}/staff/leads/enquiry/42/notes`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ note: {} }, { status: 201 });
      }),
    );
    const added = await answerOf(async () =>
      leadAction({ request: await signedInPost("/console/leads/enquiry/42", { intent: "note", body: "  Called back.  " }), params: leadParams, context }),
    );
    expect(sent).toEqual({ body: "Called back." });
    expect(added.status).toBe(303);

    const empty = await answerOf(async () =>
      leadAction({ request: await signedInPost("/console/leads/enquiry/42", { intent: "note", body: " " }), params: leadParams, context }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ formId: "lead-note", result: { error: { body: ["Write a note of up to 5000 characters."] } } });
  });

  it("shows the API's refusal to delete (a staff-role caller) on the page", async () => {
    upstream.use(http.delete(`${API}/staff/leads/enquiry/42`, () => HttpResponse.json({ message: "Only an owner can do this" }, { status: 403 })));
    const request = await signedInPost("/console/leads/enquiry/42", { intent: "delete" });
    const answer = await answerOf(() => leadAction({ request, params: leadParams, context }));
    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({ deleteError: "Only an owner can do this" });
  });
});

describe("downloads", () => {
  it("passes the API's CSV through with the inbox's filters (every page), its name and type", async () => {
    let asked: URL | undefined;
    const csv = "\uFEFFkind,id\r\nenquiry,42\r\n";
    upstream.use(
      http.get(`${API}/staff/leads.csv`, ({ request }) => {
        asked = new URL(request.url);
        return new HttpResponse(csv, {
          headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads-2026-11-23.csv"' },
        });
      }),
    );
    const answer = await answerOf(async () =>
      csvLoader({ request: await signedInGet("/console/leads.csv?status=won&q=asha&page=3"), params: {}, context }),
    );
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ q: "asha", status: "won" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="leads-2026-11-23.csv"');
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await answer.response!.arrayBuffer())).toEqual(new TextEncoder().encode(csv));
  });

  it("sends a résumé as an attachment of its real type, never sniffed", async () => {
    upstream.use(
      http.get(`${API}/staff/leads/application/7/resume`, () =>
        new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { "Content-Type": "application/pdf", "Content-Disposition": "inline" } }),
      ),
    );
    const answer = await answerOf(async () =>
      resumeLoader({ request: await signedInGet("/console/leads/application/7/resume"), params: { id: "7" }, context }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="resume"');
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("sends a visitor whose session ended from a download to sign-in", async () => {
    upstream.use(http.get(`${API}/staff/leads.csv`, () => HttpResponse.json({ message: "Sign in" }, { status: 401 })));
    const answer = await answerOf(async () => csvLoader({ request: await signedInGet("/console/leads.csv"), params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?redirectTo=%2Fconsole%2Fleads.csv");
  });
});
