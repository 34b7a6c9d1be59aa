import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openOpenings } from "~/lib/openings.server";
import { loader as aboutLoader } from "~/routes/about";
import { action, loader } from "~/routes/career";
import { openingsHandler } from "../mocks/api/openings";
import { siteContent } from "../mocks/api/site-content";
import { API, upstream } from "../mocks/server";
import type { FormReply } from "~/lib/forms/form-reply";
import { newAddress } from "./forms-fixtures";
import { callAction, getRequest, loadContext, postRequest } from "../support/route";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

function application(position: string): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
    countryCode: "+91",
    phone: "9988776655",
    position,
  }))
    data.append(name, value);
  data.append("resume", new File([PDF], "cv.pdf", { type: "application/pdf" }));
  return data;
}

const post = (body: FormData) => callAction<FormReply>(action, postRequest("/career", body), {}, { cspNonce: "", clientIp: newAddress() });

/** Counts the applications the API was handed. */
function acceptApplications() {
  const received: string[] = [];
  upstream.use(
    http.post(`${API}/applications`, async ({ request }) => {
      received.push(String((await request.formData()).get("position")));
      return HttpResponse.json({ id: received.length }, { status: 201 });
    }),
  );
  return received;
}


describe("the career page's openings", () => {
  it("are the API's open openings, in its order", async () => {
    upstream.use(openingsHandler([{ title: "Data Analyst" }, { title: "Sales Executive" }]));
    const { data } = await loader();
    expect(data.openings?.map((opening) => opening.title)).toEqual(["Data Analyst", "Sales Executive"]);
  });

  it("are empty when none is open: the page shows the no-openings block and no form", async () => {
    upstream.use(openingsHandler([]));
    expect((await loader()).data.openings).toEqual([]);
  });

  it("with the API down and no list known yet: the page renders, says how to apply, and is not kept", async () => {
    upstream.use(http.get(`${API}/openings`, () => HttpResponse.error()));
    const answer = await loader();
    expect(answer.data.openings).toBeNull();
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("no-store");
  });

  it("with the API down after a list was known: the last openings it gave", async () => {
    upstream.use(openingsHandler([{ title: "Data Analyst" }]));
    expect((await loader()).data.openings).toHaveLength(1);
    upstream.use(http.get(`${API}/openings`, () => HttpResponse.error()));
    openOpenings.invalidate();
    expect((await loader()).data.openings?.map((opening) => opening.title)).toEqual(["Data Analyst"]);
  });

  it("follow a change staff made once the change is announced", async () => {
    upstream.use(openingsHandler([{ title: "Data Analyst" }]));
    expect((await loader()).data.openings).toHaveLength(1);
    upstream.use(openingsHandler([]));
    openOpenings.invalidate();
    expect((await loader()).data.openings).toEqual([]);
  });
});

describe("the application action", () => {
  it("takes a position that is open", async () => {
    const received = acceptApplications();
    upstream.use(openingsHandler([{ title: "Data Analyst" }]));
    const { status, data: reply } = await post(application("Data Analyst"));
    expect(status).toBe(200);
    expect(reply.outcome).toBe("sent");
    expect(received).toEqual(["Data Analyst"]);
  });

  it("refuses a position that is not open with 400 next to the field, nothing sent", async () => {
    const received = acceptApplications();
    upstream.use(openingsHandler([{ title: "Data Analyst" }]));
    const { status, data: reply } = await post(application("Frontend Developer"));
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({ position: ["Please select a position."] });
    expect(reply.result.initialValue).toMatchObject({ fullName: "Ravi Kumar" });
    expect(received).toEqual([]);
  });

  it("refuses every application with 409 and a clear message while no position is open", async () => {
    const received = acceptApplications();
    upstream.use(openingsHandler([]));
    const { status, data: reply } = await post(application("Frontend Developer"));
    expect(status).toBe(409);
    expect(reply.result.error).toEqual({
      "": ["Applications are closed: there is no open position to apply for right now."],
    });
    expect(received).toEqual([]);
  });
});

describe("the about page's case studies", () => {
  const study = {
    id: 7,
    title: "A faster store",
    client: "Malwa Handlooms",
    industry: "Retail",
    challenge: "Slow pages.",
    what_we_did: "A rebuild.",
    results: [{ value: "+38%", label: "organic leads" }],
    cover_image: null,
    alt_text: null,
    position: 1,
    is_published: true,
    is_example: true,
  };

  const aboutArgs = () => ({ request: getRequest("/about"), context: loadContext(), params: {} });
  // The rest of what About reads: the published texts.
  beforeEach(() => {
    for (const kind of ["about", "home", "logos"] as const) siteContent(kind);
  });

  it("are the API's published case studies", async () => {
    upstream.use(http.get(`${API}/case-studies`, () => HttpResponse.json([study])));
    const { position: _position, ...shown } = study;
    expect((await aboutLoader(aboutArgs())).caseStudies).toEqual([shown]);
  });

  it("are none when the API cannot be reached, so About shows without the section", async () => {
    upstream.use(http.get(`${API}/case-studies`, () => HttpResponse.error()));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await aboutLoader(aboutArgs())).caseStudies).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
