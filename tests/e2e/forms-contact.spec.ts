import type { Page } from "@playwright/test";
import {
  chooseCountryCode,
  enquiriesFor,
  exhaustApiFormLimit,
  expect,
  PHONE_LINE,
  submitWithoutScript,
  test,
  uniqueEmail,
} from "./forms-helpers";

const messages = [
  "Name is required (min 2 chars).",
  "Valid email is required.",
  "Valid country code and phone number are required.",
  "Please select a service.",
  "Project details are required (min 10 chars).",
];

function contactForm(page: Page) {
  return page.locator("#send-message form");
}

async function fillValid(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Meera Joshi");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
  await form.getByLabel("Project Details").fill("We need a new identity for our bakery chain.");
}

test.describe("contact form without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: plain HTML form posts.

  test("bad input comes back with status 400, every message and everything typed", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Full Name").fill("M");
    await form.getByLabel("Email Address").fill("meera");
    await form.getByLabel("Phone Number", { exact: true }).fill("123");
    await form.getByLabel("Project Details").fill("Too short");
    expect(await submitWithoutScript(page, "Send Message")).toBe(400);
    await expect(page).toHaveURL(/\/contact#send-message$/);
    for (const text of messages) await expect(form.getByText(text, { exact: true })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("M");
    await expect(form.getByLabel("Project Details")).toHaveValue("Too short");
  });

  for (const path of ["/contact", "/contact-us", "/get-a-quote"]) {
    test(`a message sent from ${path} arrives, and the page says so`, async ({ page, request }) => {
      const email = uniqueEmail(`contact${path.replaceAll("/", "-")}`);
      await page.goto(path);
      await fillValid(page, email);
      expect(await submitWithoutScript(page, "Send Message")).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}#send-message$`));
      await expect(contactForm(page).getByText("Thanks! Your message has been sent.")).toBeVisible();
      await expect(contactForm(page).getByLabel("Full Name")).toHaveValue("");
      const [enquiry] = await enquiriesFor(request, email);
      expect(enquiry).toMatchObject({
        full_name: "Meera Joshi",
        phone: "+919876543210",
        service: "Full-suite-branding-brand-building",
        meta: {},
      });
    });
  }
});

test.describe("contact form with JavaScript", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs the browser's scripts.

  test("an invalid submit marks every field as touched", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Full Name").fill("Meera");
    await form.getByLabel("Full Name").blur();
    for (const text of messages) await expect(form.getByText(text, { exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const text of messages.slice(1)) await expect(form.getByText(text, { exact: true })).toBeVisible();
    await form.getByLabel("Email Address").fill("meera@example.com");
    await expect(form.getByText("Valid email is required.")).toHaveCount(0);
  });

  test("leaving a field before the form's checks have loaded never sends the form", async ({ page }) => {
    // The checks (the schema and zod) are held back until the visitor has left the first field.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(contact-schema|schema-parts|types)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("Full Name").fill("Meera");
    await form.getByLabel("Full Name").blur();
    release();
    await page.waitForLoadState("networkidle");
    expect(posts).toEqual([]);
    for (const text of messages) await expect(form.getByText(text, { exact: true })).toHaveCount(0);
    // The checks now run in the browser: a short name is caught on leaving the field, still unsent.
    await form.getByLabel("Full Name").fill("M");
    await form.getByLabel("Full Name").blur();
    await expect(form.getByText(messages[0]!, { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("sending shows 'Sending...', then the message, and the form resets to +91", async ({ page, request }) => {
    const email = uniqueEmail("contact-js");
    await page.goto("/contact-us");
    await fillValid(page, email);
    await chooseCountryCode(contactForm(page), "+1");
    await page.route("**/contact-us.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(contactForm(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.locator(".form-toast")).toContainText("Thanks! Your message has been sent.");
    await expect(contactForm(page).getByLabel("Country code")).toHaveValue("+91");
    await expect(contactForm(page).getByLabel("Email Address")).toHaveValue("");
    await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    const [enquiry] = await enquiriesFor(request, email);
    expect(enquiry.phone).toBe("+19876543210");
  });

  test("a failure is reported instead of being silent", async ({ page, request }) => {
    await exhaustApiFormLimit(request);
    await page.goto("/contact");
    await fillValid(page, uniqueEmail("contact-refused"));
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(contactForm(page).getByRole("alert")).toContainText(PHONE_LINE);
    await expect(page.locator(".form-toast")).toHaveCount(0);
    await expect(contactForm(page).getByLabel("Project Details")).toHaveValue(
      "We need a new identity for our bakery chain.",
    );
  });
});
