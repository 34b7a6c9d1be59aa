import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_ORIGIN, E2E_SMTP_PORT } from "../../playwright.config";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

const PASSWORD = "correct horse battery staple";

// The e2e server sends to one SMTP port: this inbox takes only this spec's mail (the invitation
// and the visitor's notification) and answers any other 451, so another spec's mail waits for it.
const expected = new Set<string>();
let inbox: SmtpInbox;

test.beforeAll(async () => {
  // Another spec's inbox may hold the SMTP port for a while: wait for it longer than a hook's default.
  test.setTimeout(120_000);
  inbox = await startSmtpInbox({
    port: E2E_SMTP_PORT,
    accept: (mail) => expected.has(mail.replyTo) || mail.recipients.some((to) => expected.has(to)),
    waitForPortMs: 110_000,
  });
});
test.afterAll(async () => {
  await inbox?.close();
});

/** The page's address without the fragment a form post without JavaScript carries along. */
async function expectAt(page: Page, pathAndQuery: string) {
  await expect.poll(() => page.url().replace(/#.*$/, "")).toBe(`${E2E_ORIGIN}${pathAndQuery}`);
}

/** Posts the button's form: a click with JavaScript, a plain document post (checked 2xx/3xx) without. */
async function submit(page: Page, button: string, javaScriptEnabled: boolean, refused = false) {
  if (javaScriptEnabled) await page.getByRole("button", { name: button }).click();
  else if (refused) expect(await submitWithoutScript(page, button)).toBe(400);
  else expect(await submitWithoutScript(page, button)).toBeLessThan(400);
}

/** A visitor in a browser of their own sends the contact form (a plain post without JavaScript). */
async function visitorSendsContactForm(browser: Browser, javaScriptEnabled: boolean, email: string, address: string) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  await page.goto(`${E2E_ORIGIN}/contact`);
  const form = page.locator("#send-message form");
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
  await form.getByLabel("Project Details").fill("A new identity for our bakery chain, with Hindi menus.");
  const posted = Date.now();
  await submit(page, "Send Message", javaScriptEnabled);
  await expect(form.getByText("Thanks! Your message has been sent.")).toBeVisible();
  await context.close();
  return posted;
}

test("a staff member is invited, signs in, works a visitor's lead, exports it and signs out", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  const staffEmail = uniqueEmail("owner").replace("@example.com", "@agency.example");
  expected.add(staffEmail);

  // The staff:invite command's route, with the host's admin token.
  const invited = await request.post("/console/invitations", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email: staffEmail, role: "owner" },
  });
  expect(invited.status()).toBe(201);
  const invitation = (await invited.json()) as { url: string; emailed: boolean };
  expect(invitation.url).toMatch(new RegExp(`^${E2E_ORIGIN}/console/welcome\\?token=[\\w-]+$`));
  expect(invitation.emailed).toBe(true);
  const inviteMail = await inbox.waitFor((mail) => mail.recipients.includes(staffEmail), 30_000);
  expect(inviteMail.text).toContain(invitation.url);

  // Welcome: a name and a password, and the person is signed in.
  await page.goto(invitation.url);
  await expect(page.getByText(staffEmail)).toBeVisible();
  await page.getByLabel("Your name").fill("Asha Owner");
  await page.getByLabel(/Choose a password/).fill(PASSWORD);
  await submit(page, "Set password and sign in", javaScriptEnabled);
  await expectAt(page, "/console");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  // Sign out, then sign in again, back to the page that was asked for.
  await submit(page, "Sign out", javaScriptEnabled);
  await expectAt(page, "/console/sign-in");
  await page.goto("/console/account");
  await expectAt(page, "/console/sign-in?redirectTo=%2Fconsole%2Faccount");
  await page.getByLabel("Email").fill(staffEmail);
  await page.getByLabel("Password").fill("not the password");
  await submit(page, "Sign in", javaScriptEnabled, true);
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page, "Sign in", javaScriptEnabled);
  await expectAt(page, "/console/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  // A visitor sends the contact form; the notification names the lead's console page.
  const visitorEmail = uniqueEmail("lead");
  expected.add(visitorEmail);
  const posted = await visitorSendsContactForm(browser, javaScriptEnabled, visitorEmail, visitorAddress);
  const notice = await inbox.waitFor((mail) => mail.replyTo === visitorEmail, 30_000);
  console.log(`[console] ${javaScriptEnabled ? "JS on" : "JS off"}: the notification arrived ${notice.receivedAt - posted} ms after the post`);
  expect(notice.subject).toContain("Asha Verma");
  expect(notice.text).toContain(`Email: ${visitorEmail}`);
  const link = /Open it in the console: (\S+)/.exec(notice.text)?.[1];
  expect(link).toMatch(new RegExp(`^${E2E_ORIGIN}/console/leads/enquiry/\\d+$`));

  // The inbox finds it by search (a GET form: the filter is in the URL), and its row opens it.
  await page.goto("/console");
  await expect(page.locator(".console-new-count")).not.toHaveText("0");
  await page.getByLabel("Search").fill(visitorEmail);
  await page.getByRole("button", { name: "Filter" }).click();
  await expectAt(page, `/console?${new URLSearchParams({ q: visitorEmail })}`);
  // The address changes before React commits the filtered list (navigations render in a transition), so wait for the link itself.
  const exportHref = `/console/leads.csv?${new URLSearchParams({ q: visitorEmail })}`;
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", exportHref);
  await expect(page.locator(".lead-table tbody tr")).toHaveCount(1);
  await expect(page.locator(".lead-table tbody tr .status-badge")).toHaveText("New");
  await page.getByRole("link", { name: "Asha Verma" }).click();
  // The lead's address carries the inbox's filters, so "← Inbox" and previous/next keep the list.
  await expectAt(page, `${new URL(link!).pathname}?${new URLSearchParams({ q: visitorEmail })}`);
  await expect(page.getByRole("heading", { level: 1, name: "Asha Verma" })).toBeVisible();
  await expect(page.getByText("A new identity for our bakery chain, with Hindi menus.")).toBeVisible();
  await expect(page.getByText("Contact form")).toBeVisible();

  // Work it: a status change and a note, each in the history with who made it.
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await submit(page, "Update status", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Status updated." })).toBeVisible();
  const history = page.locator(".lead-history");
  await expect(history).toContainText("Status New → Contacted");
  await expect(history).toContainText("Asha Owner");
  await expect(page.locator(".console-page-head .status-badge")).toHaveText("Contacted");
  await page.getByLabel("Add a note").fill("Called her: wants a quote by Friday.");
  await submit(page, "Add note", javaScriptEnabled);
  await expect(history).toContainText("Called her: wants a quote by Friday.");

  // Export the filtered list and read the row.
  const csv = await page.request.get(exportHref);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  const text = (await csv.body()).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows = text.slice(1).trimEnd().split("\r\n");
  expect(rows).toHaveLength(2);
  expect(rows[0]).toBe(
    '"kind","id","received_at_ist","status","name","email","phone","service_or_position","message","form","utm_source","utm_medium","utm_campaign","notes","status_history","source","source_medium","source_campaign","referring_site","landing_page","sent_from"',
  );
  // Every cell quoted; the phone left for dialling; the service by name; IST times; the note and the change.
  const id = link!.split("/").pop();
  const when = "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d";
  expect(rows[1]).toMatch(
    new RegExp(
      `^"enquiry","${id}","${when}","contacted","Asha Verma","${visitorEmail.replace(/\./g, "\\.")}","\\+919876543210",` +
        `"Full-Suite Branding & Brand Building","A new identity for our bakery chain, with Hindi menus\\.","contact","","","",` +
        `"${when} Asha Owner: Called her: wants a quote by Friday\\.","${when} new → contacted \\(Asha Owner\\)",` +
        // Its source: a direct visit, sent from /contact (the landing page is known with JavaScript).
        `"direct","","","","(/contact)?","/contact"$`,
    ),
  );

  // Sign out: the console is closed again.
  await submit(page, "Sign out", javaScriptEnabled);
  await expectAt(page, "/console/sign-in");
  await page.goto(link!);
  await expect(page).toHaveURL(/\/console\/sign-in\?redirectTo=/);
});

test("every console URL without a session redirects to sign-in, and back after it", { tag: "@js-off-only" }, async ({ request }) => {
  for (const path of [
    "/console",
    "/console?status=new&q=asha",
    "/console/account",
    "/console/staff",
    "/console/leads/enquiry/1",
    "/console/leads/application/1/resume",
    "/console/leads.csv?kind=enquiry",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers().location, path).toBe(`/console/sign-in?${new URLSearchParams({ redirectTo: path })}`);
  }
  // A redirect that leaves the console (or the site) is not followed after sign-in.
  const page = await request.get("/console/sign-in?redirectTo=https%3A%2F%2Fevil.example%2F");
  expect(await page.text()).toContain('name="redirectTo" value="/console"');
});

test("every staff API call without a session is refused with 401", { tag: "@js-off-only" }, async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api/staff/me"],
    ["GET", "/api/staff/sessions"],
    ["DELETE", "/api/staff/sessions/current"],
    ["DELETE", "/api/staff/sessions/1"],
    ["GET", "/api/staff/members"],
    ["DELETE", "/api/staff/members/1"],
    ["POST", "/api/staff/invitations"],
    ["POST", "/api/staff/totp/setup"],
    ["POST", "/api/staff/totp/confirm"],
    ["DELETE", "/api/staff/totp"],
    ["GET", "/api/staff/leads"],
    ["GET", "/api/staff/leads/counts"],
    ["GET", "/api/staff/leads.csv"],
    ["GET", "/api/staff/leads/enquiry/1"],
    ["POST", "/api/staff/leads/enquiry/1/status"],
    ["POST", "/api/staff/leads/enquiry/1/notes"],
    ["DELETE", "/api/staff/leads/enquiry/1"],
    ["GET", "/api/staff/leads/application/1/resume"],
  ] as const) {
    const response = await request.fetch(path, { method, data: method === "GET" ? undefined : {} });
    expect(response.status(), `${method} ${path}`).toBe(401);
  }
});

test("the console is never indexed or stored", { tag: "@js-off-only" }, async ({ request }) => {
  const response = await request.get("/console/sign-in");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // The page cache marks what it stores with an ETag; the console is always rendered afresh.
  expect(response.headers().etag).toBeUndefined();
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});
