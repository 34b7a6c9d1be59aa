import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { axe } from "./axe";
import { expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

interface StoredEnquiry {
  id: number;
  email: string;
  meta: { source?: { utm?: Record<string, string>; landing?: string; page?: string; referrer?: string } } | null;
}

async function storedEnquiry(request: APIRequestContext, email: string): Promise<StoredEnquiry> {
  const response = await request.get(`/api/staff/leads?q=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number; email: string; source: NonNullable<StoredEnquiry["meta"]>["source"] }[] };
  expect(data).toHaveLength(1);
  return { id: data[0].id, email, meta: { source: data[0].source } };
}

/** Fills the contact form and sends it, as a plain post without JavaScript or through the scripts with it. */
async function sendContactForm(page: Page, email: string, javaScriptEnabled: boolean) {
  const form = page.locator("#send-message form");
  await form.getByLabel("Full Name").fill("Meera Joshi");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
  await form.getByLabel("Project Details").fill("We need a new identity for our bakery chain.");
  if (javaScriptEnabled) await form.getByRole("button", { name: "Send Message" }).click();
  else expect(await submitWithoutScript(page, "Send Message")).toBe(200);
  await expect(form.getByText("Thanks! Your message has been sent.")).toBeVisible();
}

test("a lead from a campaign link keeps its source, shown on the lead page and the insights dashboard", async ({ page, request, javaScriptEnabled, consoleAccounts }) => {
  // A form, a sign-in and the dashboard at two widths with axe: longer than one page's test.
  test.setTimeout(120_000);
  const email = uniqueEmail("source");
  await page.goto("/contact?utm_source=google&utm_campaign=diwali");
  await sendContactForm(page, email, Boolean(javaScriptEnabled));
  const lead = await storedEnquiry(request, email);
  expect(lead.meta?.source).toMatchObject({ utm: { utm_source: "google", utm_campaign: "diwali" }, page: "/contact" });

  // Now staff: the worker's owner account, signed in once (fixtures.ts).
  await page.context().addCookies((await consoleAccounts("owner")).storageState.cookies);
  await page.goto(`/console/leads/enquiry/${lead.id}`);
  const details = page.locator(".lead-details");
  await expect(details.getByText("Source", { exact: true })).toBeVisible();
  await expect(details.getByText("google", { exact: true })).toBeVisible();
  await expect(details.getByText("diwali", { exact: true })).toBeVisible();

  const mode = javaScriptEnabled ? "js" : "nojs";
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/console/insights");
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    const bySource = page.getByRole("figure", { name: "By source" });
    await expect(bySource.getByRole("rowheader", { name: "google" })).toBeVisible();
    await expect(bySource.locator("svg[role=img]")).toBeVisible();
    // Nothing wider than the screen but the tables' own scrolling boxes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // axe runs in the page's own script, which the JavaScript-off project has none of (as in a11y.spec).
    if (javaScriptEnabled) expect((await axe(page).analyze()).violations).toEqual([]);
    // Screens for a reader: SHOTS=/tmp/insights- npx playwright test lead-source.
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}${width}-${mode}.png`, fullPage: true });
  }
});

test("with JavaScript, a campaign that landed on Home is kept three pages later @js-on-only", async ({ page, request }) => {
  const email = uniqueEmail("source-journey");
  await page.goto("/?utm_source=newsletter&utm_campaign=november");
  for (const path of ["/about", "/service", "/contact"]) {
    await page.locator(`header a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await sendContactForm(page, email, true);
  const lead = await storedEnquiry(request, email);
  expect(lead.meta?.source).toMatchObject({ utm: { utm_source: "newsletter", utm_campaign: "november" }, landing: "/", page: "/contact" });
});
