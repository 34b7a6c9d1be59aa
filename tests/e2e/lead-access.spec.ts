import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_ORIGIN } from "../../playwright.config";
import { expect, signedInAccount, test } from "./fixtures";
import { freshAddress } from "./post-enquiry";

// Each lead is checked by its kind, files the roles do not allow are 403s, bad headers are
// 403/400, and the résumé viewer carries one policy (docs/roles.md, docs/security.md). Requests
// to the built server, run once (js-off project).
const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function newApplication(request: APIRequestContext, email: string): Promise<number> {
  const applied = await request.post("/api/applications", {
    headers: { "X-Forwarded-For": freshAddress() },
    multipart: { full_name: "Access Applicant", email, phone: "+919876543210", position: "Frontend Developer", cover: "Private cover letter", resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

test("a sales or editor account gets 403 for an application's résumé and bulk changes; hiring sees it under one policy", { tag: "@js-off-only" }, async ({ request, playwright }, testInfo) => {
  test.setTimeout(90_000);
  const email = `access.${Date.now().toString(36)}@example.com`;
  const id = await newApplication(request, email);
  const as = async (roles: string[], name: string, slot: number) => {
    const account = await signedInAccount((options) => playwright.request.newContext(options), "staff", E2E_ORIGIN, 230 + testInfo.workerIndex * 3 + slot, { roles, name });
    return playwright.request.newContext({ baseURL: E2E_ORIGIN, storageState: account.storageState });
  };
  const sales = await as(["sales"], "Sara Sales", 0);
  const editor = await as(["editor"], "Eli Editor", 1);
  const hiring = await as(["hiring"], "Hema Hiring", 2);

  for (const [who, context] of [["sales", sales], ["editor", editor]] as const) {
    for (const path of [`/console/leads/application/${id}/resume`, `/console/leads/application/${id}/resume/view`]) {
      const answer = await context.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${who} ${path}`).toBe(403);
      expect(await answer.text()).not.toContain("%PDF");
    }
  }

  // The inbox's bulk form naming the application: refused whole, nothing changed, nothing of it shown.
  for (const bulk of ["spam", "assign"]) {
    const posted = await sales.post("/console?index", { form: { lead: `application:${id}`, bulk, staff_id: "none" }, headers: { Origin: E2E_ORIGIN }, maxRedirects: 0 });
    expect(posted.status(), bulk).toBe(403);
    expect(await posted.text()).not.toContain(email);
  }
  const stored = (await (await request.get(`/api/staff/leads/application/${id}`, { headers: ADMIN })).json()) as { lead: { status: string } };
  expect(stored.lead.status).toBe("new");

  // The hiring team's viewer: one policy, the viewer's own, which sandboxes the file and lets the
  // console frame it; the frame itself carries no `sandbox` attribute, with which browsers show no PDF.
  const page = await (await hiring.get(`/console/leads/application/${id}`)).text();
  expect(page).toMatch(new RegExp(`<iframe class="resume-viewer" src="/console/leads/application/${id}/resume/view" title="[^"]*"></iframe>`));
  const viewer = await hiring.get(`/console/leads/application/${id}/resume/view`);
  expect(viewer.status()).toBe(200);
  const policies = viewer.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(policies.map((header) => header.value)).toEqual(["sandbox; default-src 'none'; frame-ancestors 'self'"]);
  for (const context of [sales, editor, hiring]) await context.dispose();
});

test("a post with a Bearer header and another site's Origin is a 403, and one naming another host reaches the form, never a 500", { tag: "@js-off-only" }, async ({ request }) => {
  const form = { name: "Header Check", email: "header.check@example.com", message: "" };
  const bearer = await request.post("/contact", { form, headers: { Authorization: "Bearer anything", Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(bearer.status()).toBe(403);
  expect(await bearer.text()).toContain("This form can only be sent from our own website.");
  const forwarded = await request.post("/contact", { form, headers: { Origin: E2E_ORIGIN, "X-Forwarded-Host": "evil.example" }, maxRedirects: 0 });
  // The gate has matched the Origin to SITE_URL; Remix is shown SITE_URL's host (server/site-host.ts).
  expect(forwarded.status()).toBeLessThan(500);
  expect(await forwarded.text()).not.toContain("Unexpected Server Error");
});
