import type { Page } from "@playwright/test";
import {
  chooseCountryCode,
  enquiriesFor,
  exhaustApiFormLimit,
  expect,
  PHONE_LINE,
  TOO_MANY,
  submitWithoutScript,
  test,
  uniqueEmail,
} from "./forms-helpers";

const messages = {
  name: "Name is required and must be at least 2 characters.",
  email: "Please enter a valid email address.",
  countryCode: "Select a valid country code.",
  phone: "Enter a valid phone number (6-15 digits).",
  service: "Please select a service.",
  message: "If provided, message must be at least 5 characters.",
};

function quoteForm(page: Page) {
  return page.locator("#enquiry form");
}

async function fillValid(page: Page, email: string) {
  const form = quoteForm(page);
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Email Address").fill(email);
  await chooseCountryCode(form, "+44");
  await form.getByLabel("Phone Number", { exact: true }).fill("20 7946-0958");
  await form.getByLabel("Service").selectOption("Social-pr");
  await form.getByLabel("Project Details (optional)").fill("A launch campaign for our new store.");
  await form.getByLabel(/I agree to the privacy policy/).check();
}

test.describe("quote form without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: plain HTML form posts.

  test("bad input comes back with status 400, every message and everything typed", async ({ page }) => {
    await page.goto("/quote");
    const form = quoteForm(page);
    // The code input suggests valid codes; anything else typed must still be caught by the server.
    await form.getByLabel("Country code").fill("999");
    await form.getByLabel("Full Name").fill("A");
    await form.getByLabel("Email Address").fill("asha@");
    await form.getByLabel("Phone Number", { exact: true }).fill("12-34");
    await form.getByLabel("Project Details (optional)").fill("Hey");
    expect(await submitWithoutScript(page, "Submit Request")).toBe(400);

    await expect(page).toHaveURL(/\/quote#enquiry$/);
    for (const text of Object.values(messages)) await expect(form.getByText(text, { exact: true })).toBeVisible();
    await expect(form.getByText("Please agree to the privacy policy to send your request.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("A");
    await expect(form.getByLabel("Email Address")).toHaveValue("asha@");
    await expect(form.getByLabel("Phone Number", { exact: true })).toHaveValue("12-34");
    await expect(form.getByLabel("Project Details (optional)")).toHaveValue("Hey");
    await expect(form.getByText("3 / 600")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  });

  test("a valid request arrives in the API with the landing page's campaign", async ({ page, request }) => {
    const email = uniqueEmail("quote-nojs");
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&ref=partner");
    await page.goto("/quote");
    await fillValid(page, email);
    expect(await submitWithoutScript(page, "Submit Request")).toBe(200);

    const form = quoteForm(page);
    await expect(form.getByText("Request submitted")).toBeVisible();
    await expect(form.getByText("Thanks! We will reach out within 24 hours.")).toBeVisible();
    await expect(form.getByText("Next: We'll reach out by email/phone soon.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Country code")).toHaveValue("+91");

    const [enquiry] = await enquiriesFor(request, email);
    expect(enquiry).toMatchObject({
      full_name: "Asha Verma",
      phone: "+442079460958",
      service: "Social-pr",
      message: "A launch campaign for our new store.",
      meta: {
        utm: {
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "diwali",
          ref: "partner",
        },
      },
    });
  });

  test("the home page's form posts to the home page", async ({ page, request }) => {
    const email = uniqueEmail("home-nojs");
    await page.goto("/");
    await fillValid(page, email);
    expect(await submitWithoutScript(page, "Submit Request")).toBe(200);
    await expect(page).toHaveURL(/\/\?index#enquiry$/);
    await expect(quoteForm(page).getByText("Thanks! We will reach out within 24 hours.")).toBeVisible();
    expect(await enquiriesFor(request, email)).toHaveLength(1);
  });

  test("a refusal by the API is shown with the retry line, and the input is kept", async ({ page, request }) => {
    await exhaustApiFormLimit(request);
    const email = uniqueEmail("quote-refused");
    await page.goto("/quote");
    await fillValid(page, email);
    expect(await submitWithoutScript(page, "Submit Request")).toBe(429);
    const alert = quoteForm(page).getByRole("alert");
    await expect(alert).toContainText(TOO_MANY);
    await expect(alert).toContainText(PHONE_LINE);
    await expect(quoteForm(page).getByText("Request submitted")).toHaveCount(0);
    await expect(quoteForm(page).getByLabel("Email Address")).toHaveValue(email);
    expect(await enquiriesFor(request, email)).toHaveLength(0);
  });
});

test.describe("quote form with JavaScript", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs the browser's scripts.

  test("errors appear on blur, shake for about 450 ms, and clear once the input is valid", async ({ page }) => {
    await page.goto("/quote");
    const form = quoteForm(page);
    const name = form.getByLabel("Full Name");
    await name.fill("A");
    await expect(form.getByText(messages.name)).toHaveCount(0);
    // Record when the shake starts and stops; a busy machine could miss 450 ms by polling.
    await page.evaluate(() => {
      const field = document.getElementById("quote-form-name")!.closest(".field")!;
      const seen: number[] = [];
      (window as unknown as { shakeTimes: number[] }).shakeTimes = seen;
      new MutationObserver(() => {
        const shaking = field.classList.contains("field--shake");
        if (shaking !== (seen.length % 2 === 1)) seen.push(performance.now());
      }).observe(field, { attributes: true, attributeFilter: ["class"] });
    });
    await name.blur();
    await expect(form.getByText(messages.name)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shakeTimes: number[] }).shakeTimes.length))
      .toBe(2);
    const [start, end] = await page.evaluate(() => (window as unknown as { shakeTimes: number[] }).shakeTimes);
    expect(end - start).toBeGreaterThanOrEqual(400);
    expect(end - start).toBeLessThan(1_500);
    await name.pressSequentially("sha");
    await expect(form.getByText(messages.name)).toHaveCount(0);

    const phone = form.getByLabel("Phone Number", { exact: true });
    await phone.fill("123");
    await phone.blur();
    await expect(form.getByText(messages.phone)).toBeVisible();
    await phone.fill("98765 43210");
    await expect(form.getByText(messages.phone)).toHaveCount(0);
    await expect(phone).toHaveAttribute("maxlength", "15");

    const details = form.getByLabel("Project Details (optional)");
    await details.fill("Hi");
    await details.blur();
    await expect(form.getByText(messages.message)).toBeVisible();
    await details.fill("Hello there");
    await expect(form.getByText(messages.message)).toHaveCount(0);
    await expect(form.getByText("11 / 600")).toBeVisible();
  });

  test("the button waits for consent, and an invalid submit marks every field", async ({ page }) => {
    await page.goto("/quote");
    const form = quoteForm(page);
    const button = form.getByRole("button", { name: "Submit Request" });
    // The form's code arrives as the visitor comes to it; until then it is a plain HTML form.
    await form.hover();
    await expect(button).toBeDisabled();
    await form.getByLabel(/I agree to the privacy policy/).check();
    await expect(button).toBeEnabled();
    await form.getByLabel("Project Details (optional)").fill("Hey");
    await button.click();
    for (const text of [messages.name, messages.email, messages.phone, messages.service, messages.message]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
    await form.getByLabel(/I agree to the privacy policy/).uncheck();
    await expect(button).toBeDisabled();
  });

  test("a request shows 'Submitting...', then the popup, resets to +91 and arrives once", async ({ page, request }) => {
    const email = uniqueEmail("quote-js");
    await page.goto("/quote?utm_source=ads&utm_term=web+apps");
    await fillValid(page, email);
    const form = quoteForm(page);
    // Hold the answer back a moment so the busy state can be seen.
    await page.route("**/quote.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const startedAt = page.url();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();

    const popup = page.locator(".form-toast");
    await expect(popup).toContainText("Request submitted");
    await expect(popup).toContainText("Thanks! We will reach out within 24 hours.");
    await expect(form.getByText("Next: We'll reach out by email/phone soon.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Email Address")).toHaveValue("");
    await expect(form.getByLabel("Country code")).toHaveValue("+91");
    await expect(form.getByText("0 / 600")).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit Request" })).toBeDisabled();
    expect(page.url()).toBe(startedAt);
    await expect(popup).toBeHidden({ timeout: 8_000 });

    const enquiries = await enquiriesFor(request, email);
    expect(enquiries).toHaveLength(1);
    // meta also says which form it came from, once the API records that.
    expect(enquiries[0].meta?.utm).toEqual({ utm_source: "ads", utm_term: "web apps" });
  });

  test("the home page's form sends in place, without leaving the page", async ({ page, request }) => {
    const email = uniqueEmail("home-js");
    await page.goto("/");
    await fillValid(page, email);
    await quoteForm(page).getByRole("button", { name: "Submit Request" }).click();
    await expect(page.locator(".form-toast")).toContainText("Thanks! We will reach out within 24 hours.");
    await expect(page).toHaveURL("/");
    expect(await enquiriesFor(request, email)).toHaveLength(1);
  });

  test("the campaign seen on landing is kept for the visit and sent with the form", async ({ page, request }) => {
    const email = uniqueEmail("quote-utm");
    await page.goto("/about?utm_source=linkedin&utm_content=banner");
    // Client-side navigation: the quote page is reached without the campaign in its URL.
    await page.locator("a.nav-cta").click();
    await expect(page).toHaveURL("/quote");
    expect(await page.evaluate(() => sessionStorage.getItem("utm:v1"))).toContain("linkedin");
    await fillValid(page, email);
    await quoteForm(page).getByRole("button", { name: "Submit Request" }).click();
    await expect(page.locator(".form-toast")).toContainText("Request submitted");
    const [enquiry] = await enquiriesFor(request, email);
    expect(enquiry.meta?.utm).toEqual({ utm_source: "linkedin", utm_content: "banner" });
  });

  test("a failure shows the wait and the retry line, never the API's words or the popup", async ({ page, request }) => {
    await exhaustApiFormLimit(request);
    const email = uniqueEmail("quote-js-refused");
    await page.goto("/quote");
    await fillValid(page, email);
    await quoteForm(page).getByRole("button", { name: "Submit Request" }).click();
    const alert = quoteForm(page).getByRole("alert");
    await expect(alert).toContainText(TOO_MANY);
    await expect(alert).toContainText(PHONE_LINE);
    await expect(page.locator(".form-toast")).toHaveCount(0);
    await expect(quoteForm(page).getByLabel("Email Address")).toHaveValue(email);
    await expect(quoteForm(page).getByRole("button", { name: "Submit Request" })).toBeEnabled();
  });

  test("the browser's own posts carry the XSRF token from the cookie", async ({ page }) => {
    await page.goto("/quote");
    const token = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN");
    expect(token?.sameSite).toBe("Lax");
    expect(token?.httpOnly).toBe(false);
    await fillValid(page, uniqueEmail("quote-xsrf"));
    const [sent] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === "POST" && candidate.url().includes("/quote.data")),
      quoteForm(page).getByRole("button", { name: "Submit Request" }).click(),
    ]);
    expect(await sent.headerValue("x-xsrf-token")).toBe(token!.value);
    await expect(page.locator(".form-toast")).toContainText("Request submitted");
  });
});
