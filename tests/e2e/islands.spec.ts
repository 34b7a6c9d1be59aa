import { expect, test } from "./fixtures";

/**
 * Parts of pages whose code arrives when the visitor comes to them (app/components/island.tsx):
 * the forms, and Home's lower sections. Until then they are the server's HTML.
 */
test.describe("parts whose code arrives on demand", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs the browser's scripts.

  const FORM_CODE = /\/assets\/form-layer-[\w-]+\.js$/;

  test("a first visit to /contact loads no form code; coming to the form does", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/contact", { waitUntil: "networkidle" });
    expect(scripts.filter((url) => FORM_CODE.test(url))).toEqual([]);

    const form = page.locator("#contact-form");
    const arrived = page.waitForRequest(FORM_CODE);
    await form.hover();
    await arrived;
    // The form now checks in the browser: an invalid address is named on leaving the field.
    const email = form.getByLabel("Email Address");
    await email.fill("ravi@");
    await email.blur();
    await expect(form.getByText("Valid email is required.")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/contact");
  });

  test("what the visitor did before the form's code arrived is kept and followed", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/quote");
    const form = page.locator("#quote-form");
    await form.getByLabel("Full Name").fill("Meera Iyer");
    await form.getByLabel("Email Address").fill("meera@");
    await form.getByLabel(/I agree to the privacy policy/).check();
    release();
    await expect(page.locator(".island[data-hydrated]", { has: form })).toHaveCount(1);
    await expect(form.getByLabel("Full Name")).toHaveValue("Meera Iyer");
    // The address was left unfinished before the code came: it is checked as leaving it would have.
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel(/I agree to the privacy policy/)).toBeChecked();
    // With its code the button follows the consent box: ticked before, so it is enabled.
    await expect(form.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    await form.getByLabel(/I agree to the privacy policy/).uncheck();
    await expect(form.getByRole("button", { name: "Submit Request" })).toBeDisabled();
  });

  test("the rest of the page works while a part has not loaded", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.locator(".island[data-hydrated]")).toHaveCount(0);
    await page.getByRole("link", { name: "Search the site" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox").fill("cloud");
    await expect(dialog.getByRole("link", { name: /Cloud/ }).first()).toBeVisible();
  });
});
