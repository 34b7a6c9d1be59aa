import type { Browser } from "@playwright/test";
import { chooseCountryCode, expect, test, uniqueEmail } from "./forms-helpers";

// The live inbox (docs/inbox.md): the owner's open inbox shows a quote sent meanwhile, and the
// "N new" count follows, without a reload. Only with JavaScript: without it the page is a plain page.
test.use({ consoleAs: "owner" });

/** A visitor sends the quote form in a browser of their own (signed out), as the site's visitors do. */
async function sendQuote(browser: Browser, name: string, email: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto("/quote");
    const form = page.locator("#enquiry form");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(email);
    await chooseCountryCode(form, "+91");
    await form.getByLabel("Phone Number", { exact: true }).fill("98260 12345");
    await form.getByLabel("Service").selectOption("Social-pr");
    await form.getByLabel("Project Details (optional)").fill("A launch campaign for our new store.");
    await form.getByLabel(/I agree to the privacy policy/).check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Request submitted")).toBeVisible();
  } finally {
    await context.close();
  }
}

test("the owner's open inbox shows a new quote and the new count without a reload @js-on-only", async ({ page, browser }) => {
  const email = uniqueEmail("live-inbox");
  const name = `Live ${email.split("@")[0].slice(-6)}`;
  // Filtered to this lead: the list keeps its filters when it reloads its data.
  await page.goto(`/console?q=${encodeURIComponent(email)}`);
  await expect(page.locator(".console-live")).toHaveText("Live");
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  const count = page.locator(".console-new-count");
  const before = Number(await count.textContent());
  // Gone if the page reloaded.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

  await sendQuote(browser, name, email);

  await expect(page.getByRole("link", { name })).toBeVisible();
  await expect.poll(async () => Number(await count.textContent())).toBeGreaterThan(before);
  await expect(page.getByRole("status").filter({ hasText: /^\d+ new leads?$/ })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  // Screens for a reader: SHOTS=/tmp/live- npx playwright test live-inbox.
  for (const width of process.env.SHOTS ? [360, 390, 1440] : []) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS}inbox-${width}.png` });
  }
});
