import type { Locator } from "@playwright/test";
import { enquiriesFor, expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

async function fillRest(form: Locator, email: string) {
  await form.getByLabel("Full Name").fill("Wanjiru Kamau");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("712 345678");
  await form.getByLabel("Service").selectOption("Social-pr");
  await form.getByLabel(/I agree to the privacy policy/).check();
}

test.describe("country code without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: plain HTML form posts.

  test("is a short input starting at +91 that takes any country's code", async ({ page, request }) => {
    await page.goto("/quote");
    const form = page.locator("#enquiry form");
    const code = form.getByLabel("Country code");
    await expect(code).toHaveValue("+91");
    // Suggestions for the common codes, not the whole world's list in the page.
    await expect(form.locator("datalist option[value='+44']")).toHaveCount(1);
    expect(await page.locator("option").count()).toBeLessThan(40);

    const email = uniqueEmail("code-nojs");
    await code.fill("+254");
    await fillRest(form, email);
    expect(await submitWithoutScript(page, "Submit Request")).toBe(200);
    await expect(form.getByText("Thanks! We will reach out within 24 hours.")).toBeVisible();
    const [enquiry] = await enquiriesFor(request, email);
    expect(enquiry.phone).toBe("+254712345678");
  });

  test("a code no country has comes back with the message and what was typed", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#send-message form");
    await form.getByLabel("Country code").fill("+999");
    await form.getByLabel("Full Name").fill("Wanjiru Kamau");
    await form.getByLabel("Email Address").fill(uniqueEmail("code-unknown"));
    await form.getByLabel("Phone Number", { exact: true }).fill("712 345678");
    await form.getByLabel("Service").selectOption("Social-pr");
    await form.getByLabel("Project Details").fill("A launch campaign for our store.");
    expect(await submitWithoutScript(page, "Send Message")).toBe(400);
    await expect(form.getByText("Valid country code and phone number are required.")).toBeVisible();
    await expect(form.getByLabel("Country code")).toHaveValue("+999");
    await expect(form.getByLabel("Full Name")).toHaveValue("Wanjiru Kamau");
  });
});

test.describe("country code with JavaScript", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs the browser's scripts.

  test("becomes a select of every country once the visitor turns to the form", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#enquiry form");
    const select = form.locator("select[name=countryCode]");
    // The form's code, and with it the list, arrives as the visitor comes to the form.
    await form.hover();
    await expect(select).toHaveValue("+91");
    await expect(select.locator("option")).not.toHaveCount(0);
    expect(await select.locator("option").count()).toBeGreaterThan(200);
    // After the empty placeholder a required select opens on, India leads the list.
    await expect(select.locator("option").first()).toHaveAttribute("value", "");
    await expect(select.locator('option:not([value=""])').first()).toHaveText("+91 India");

    await select.selectOption({ label: "+254 Kenya" });
    await expect(select).toHaveValue("+254");
  });

  test("keeps a code typed before the list arrived", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/countries.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/quote");
    const form = page.locator("#enquiry form");
    await form.getByLabel("Country code").fill("+44");
    release();
    // The select takes the input's place once the visitor moves on.
    await form.getByLabel("Phone Number", { exact: true }).focus();
    await expect(form.locator("select[name=countryCode]")).toHaveValue("+44");
    await expect(form.getByLabel("Phone Number", { exact: true })).toBeFocused();
  });
});
