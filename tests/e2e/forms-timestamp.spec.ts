import type { Page } from "@playwright/test";
import { enquiriesFor, expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

// A lead form page's honeypot timestamp backs one submission per email address
// (docs/spam-and-replies.md): a person's next message from the same page still goes.

function contactForm(page: Page) {
  return page.locator("#send-message form");
}

async function send(page: Page, email: string, details: string, javaScriptEnabled: boolean) {
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Meera Joshi");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Social-pr");
  await form.getByLabel("Project Details").fill(details);
  if (javaScriptEnabled) await form.getByRole("button", { name: "Send Message" }).click();
  else expect(await submitWithoutScript(page, "Send Message")).toBe(200);
  await expect(form.getByText("Thanks! Your message has been sent.")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
}

test("a second message from the same page and address goes through", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("timestamp-twice");
  await page.goto("/contact");
  const timestamp = () => contactForm(page).locator('input[name="from__confirm"]').inputValue();
  const pages = await timestamp();
  await send(page, email, "First: a new identity for our bakery chain.", javaScriptEnabled);
  // The answer brought a timestamp of its own (without JavaScript, the page it renders has one).
  expect(await timestamp()).not.toBe(pages);
  await send(page, email, "Second: and a website to go with it.", javaScriptEnabled);
  expect((await enquiriesFor(request, email)).map((enquiry) => enquiry.message).sort()).toEqual([
    "First: a new identity for our bakery chain.",
    "Second: and a website to go with it.",
  ]);
});

test("a page's timestamp sent again with another message is refused, and the message says why", { tag: "@js-off-only" }, async ({
  request,
  baseURL,
}) => {
  // Server-side (requests, no browser): the same in both projects, so it runs once.
  const html = await (await request.get("/contact")).text();
  const rendered = /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)"[^>]*name="from__confirm"/.exec(html)?.[1];
  expect(rendered).toBeTruthy();
  const email = uniqueEmail("timestamp-replay");
  const post = (message: string) =>
    request.post("/contact", {
      form: { name__confirm: "", from__confirm: rendered!, name: "Replay Tester", email, countryCode: "+91", phone: "9876543210", service: "Other service", message },
      headers: { Origin: new URL(baseURL!).origin },
    });
  expect((await post("The first message from this page.")).status()).toBe(200);
  const replay = await post("Another message with the same page's timestamp.");
  expect(replay.status()).toBe(409);
  expect(await replay.text()).toContain("This form was already sent from this page with this email address.");
  expect(await enquiriesFor(request, email)).toHaveLength(1);
});
