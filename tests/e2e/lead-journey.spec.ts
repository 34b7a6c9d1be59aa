import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_SMTP_PORT } from "../../playwright.config";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { chooseCountryCode, expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

// The journey of issue 29: a quote arrives, the owner gives it to a member of the staff, who is
// emailed, taps WhatsApp, records "no answer, call back tomorrow 11:00", and is reminded when it
// falls due. The inbox takes only this spec's mail (by the visitor's Reply-To), as mail.spec does.
const expected = new Set<string>();
let inbox: SmtpInbox;
const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const HOUR = 60 * 60 * 1000;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  inbox = await startSmtpInbox({ port: E2E_SMTP_PORT, accept: (mail) => expected.has(mail.replyTo), waitForPortMs: 110_000 });
});
test.afterAll(async () => {
  await inbox?.close();
});

async function sendQuote(page: Page, email: string, javaScriptEnabled: boolean) {
  await page.goto("/quote");
  const form = page.locator("#enquiry form");
  await form.getByLabel("Full Name").fill("Kiran Das");
  await form.getByLabel("Email Address").fill(email);
  await chooseCountryCode(form, "+91");
  await form.getByLabel("Phone Number", { exact: true }).fill("98260 12345");
  await form.getByLabel("Service").selectOption("Social-pr");
  await form.getByLabel("Project Details (optional)").fill("A launch campaign for our new store.");
  await form.getByLabel(/I agree to the privacy policy/).check();
  if (javaScriptEnabled) await form.getByRole("button", { name: "Submit Request" }).click();
  else expect(await submitWithoutScript(page, "Submit Request")).toBe(200);
  await expect(form.getByText("Request submitted")).toBeVisible();
}

async function enquiryIdOf(request: APIRequestContext, email: string): Promise<number> {
  const list = (await (await request.get("/api/enquiries?per_page=100", { headers: ADMIN })).json()) as { data: { id: number; email: string }[] };
  const found = list.data.find((item) => item.email === email);
  expect(found, "the quote is stored").toBeDefined();
  return found!.id;
}

async function memberIdOf(request: APIRequestContext, email: string): Promise<number> {
  const list = (await (await request.get("/api/staff/lead-assignees", { headers: ADMIN })).json()) as { data: { id: number; email: string }[] };
  const found = list.data.find((member) => member.email === email);
  expect(found, "the member can be given leads").toBeDefined();
  return found!.id;
}

const shot = async (page: Page, name: string, javaScriptEnabled: boolean) => {
  // Screens for a reader of the journey: SHOTS=/tmp/journey- npx playwright test lead-journey.
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}${name}-${javaScriptEnabled ? "js" : "nojs"}.png`, fullPage: true });
};

test("a quote is given to a member, who is emailed, taps WhatsApp, records a call back and is reminded when it is due", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
  consoleAccounts,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("journey");
  expected.add(email);
  await sendQuote(page, email, Boolean(javaScriptEnabled));
  const id = await enquiryIdOf(request, email);
  const lead = `/console/leads/enquiry/${id}`;

  // The owner gives it to a member of the staff from the lead page.
  const [owner, member] = await Promise.all([consoleAccounts("owner"), consoleAccounts("staff")]);
  await page.context().addCookies(owner.storageState.cookies);
  await page.goto(lead);
  // The service by its name, not the form's value ("Social-pr").
  await expect(page.locator(".lead-details")).toContainText("Social Media & PR");
  await page.getByLabel("Give this lead to").selectOption(String(await memberIdOf(request, member.email)));
  await page.getByRole("button", { name: "Give the lead" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Follow-up saved." })).toBeVisible();
  await expect(page.locator(".lead-follow-up-facts")).toContainText(member.name);
  await shot(page, "1-given", Boolean(javaScriptEnabled));

  // The member is told, with the links that record a tap.
  const given = await inbox.waitFor((mail) => mail.replyTo === email && mail.subject.startsWith("A lead is yours"), 60_000);
  expect(given.recipients).toEqual([member.email]);
  expect(given.subject).toMatch(/^A lead is yours: Kiran Das, /);
  expect(given.text).toContain(`${lead}/contact/whatsapp`);

  // The member opens the lead; the WhatsApp tap is recorded, then goes on to wa.me with the agency's text.
  const memberContext = await browser.newContext({ storageState: member.storageState, javaScriptEnabled: Boolean(javaScriptEnabled), viewport: { width: 390, height: 844 } });
  try {
    const memberPage = await memberContext.newPage();
    // The mail's link only opens the lead's buttons: a visit records nothing.
    const visit = await memberPage.request.get(`${lead}/contact/whatsapp`, { maxRedirects: 0 });
    expect(visit.status()).toBe(303);
    expect(visit.headers().location).toBe(`${lead}#lead-follow-up`);
    await memberPage.goto(lead);
    await expect(memberPage.locator(".lead-history-item--contact")).toHaveCount(0);
    const whatsapp = memberPage.getByRole("button", { name: "WhatsApp Kiran Das" });
    await expect(whatsapp).toHaveAttribute("formaction", `${lead}/contact/whatsapp`);
    // The tap is the browser's form post; its 303 to wa.me is read here and not followed (nothing leaves the machine).
    let tap: { method: string; status: number; location: string } | undefined;
    await memberPage.route(`**${lead}/contact/whatsapp`, async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      tap = { method: route.request().method(), status: answer.status(), location: answer.headers().location ?? "" };
      await route.fulfill({ contentType: "text/plain", body: "On to WhatsApp" });
    });
    await whatsapp.click();
    await expect(memberPage.getByText("On to WhatsApp")).toBeVisible();
    expect(tap).toMatchObject({ method: "POST", status: 303 });
    const target = new URL(tap!.location);
    expect(`${target.origin}${target.pathname}`).toBe("https://wa.me/919826012345");
    expect(target.searchParams.get("text")).toMatch(/^Hello Kiran Das, this is .+\. Thank you for your enquiry about .+\. Is now a good time to talk\?$/);

    // "No answer, call back tomorrow at 11:00" becomes a note and the next step.
    const tomorrow = new Date(Date.now() + 5.5 * HOUR + 24 * HOUR).toISOString().slice(0, 10);
    await memberPage.goto(lead);
    await expect(memberPage.locator(".lead-history")).toContainText("Opened WhatsApp to the lead");
    await memberPage.getByLabel("No answer").check();
    await memberPage.getByLabel("Call back at (IST)").fill(`${tomorrow}T11:00`);
    await memberPage.getByRole("button", { name: "Record the call" }).click();
    await expect(memberPage.getByRole("status").filter({ hasText: "Follow-up saved." })).toBeVisible();
    const dueLabel = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" }).format(new Date(`${tomorrow}T11:00:00+05:30`));
    await expect(memberPage.locator(".lead-follow-up-facts")).toContainText(`${dueLabel}, 11:00 am IST`);
    await expect(memberPage.locator(".lead-history")).toContainText(`Call: no answer, call back on ${dueLabel}, 11:00 am IST.`);
    await shot(memberPage, "2-call-back", Boolean(javaScriptEnabled));

    // Not due yet: the "Due today / overdue" view does not list it. Then the clock passes it
    // (the step moved to an hour ago through the API), and the site's minute job reminds the owner.
    await memberPage.goto("/console?due=1&assignee=me");
    const inList = memberPage.locator(`a[href="${lead}"], a[href^="${lead}?"]`);
    await expect(inList).toHaveCount(0);
    const moved = await request.post(`/api/staff/leads/enquiry/${id}/next-step`, {
      headers: ADMIN,
      data: { at: new Date(Date.now() - HOUR).toISOString(), text: "Call back" },
    });
    expect(moved.status()).toBe(200);
    await memberPage.goto("/console?due=1");
    await expect(inList.first()).toBeVisible();
    await shot(memberPage, "3-due", Boolean(javaScriptEnabled));
    const reminder = await inbox.waitFor((mail) => mail.replyTo === email && mail.subject.startsWith("Follow up: Kiran Das"), 120_000);
    expect(reminder.recipients).toEqual([member.email]);
    expect(reminder.subject).toMatch(/^Follow up: Kiran Das — Call back, due /);
  } finally {
    await memberContext.close();
  }
});
