import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./forms-helpers";

/** The text a select shows: its selected option's label, or nothing when none is selected. */
function shownOption(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? "");
}

async function sendEnquiry(page: Page, path: string, formSelector: string, button: string) {
  await page.goto(path);
  const form = page.locator(formSelector);
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Email Address").fill(uniqueEmail("reset"));
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Social-pr");
  await form.getByLabel(/^Project Details/).fill("A launch campaign for our new store.");
  const consent = form.getByLabel(/I agree to the privacy policy/);
  if (await consent.count()) await consent.check();
  await form.getByRole("button", { name: button }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  return form;
}

test.describe("selects after a successful send", () => {
  for (const [path, selector, button] of [
    ["/quote", "#enquiry form", "Submit Request"],
    ["/", "#enquiry form", "Submit Request"],
    ["/contact", "#send-message form", "Send Message"],
  ] as const) {
    test(`${path}: the service select shows its placeholder again`, async ({ page }) => {
      const form = await sendEnquiry(page, path, selector, button);
      await expect.poll(() => shownOption(form.getByLabel("Service"))).toBe("Select a service");
    });
  }
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

test.describe("career form", () => {
  test("'Apply now' under an opening preselects that position", async ({ page }) => {
    await page.goto("/career");
    await page.getByRole("link", { name: "Apply now for Sales Executive" }).click();
    const position = page.locator("#apply form").getByLabel("Position Applying For");
    await expect(position).toHaveValue("Sales Executive");
    await expect(position).toBeInViewport();
    expect(new URL(page.url()).hash).toBe("#apply");
  });

  test("with JavaScript it says what is missing, checks the resume at once and resets to the placeholder", { tag: "@js-on-only" }, async ({
    page,
  }) => {
    // Only with JavaScript: needs the browser's scripts.
    await page.goto("/career");
    const form = page.locator("#apply form");
    const button = form.getByRole("button", { name: "Submit Application" });
    // The form's code arrives as the visitor comes to it; until then it is a plain HTML form.
    await form.hover();
    await expect(button).toBeDisabled();
    await expect(form.getByText(/^To apply, add your full name, .* a position and your resume/)).toBeVisible();
    await form.getByLabel("Upload Resume (PDF/DOC)").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(form.getByText("Resume must be a PDF, DOC or DOCX file.")).toBeVisible();
    await form.getByLabel("Position Applying For").selectOption("Graphic Designer");
    await form.getByLabel("Position Applying For").selectOption("");
    await expect(form.getByText("Please select a position.")).toBeVisible();

    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await form.getByLabel("Email Address").fill(uniqueEmail("career-reset"));
    await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
    await form.getByLabel("Position Applying For").selectOption("Graphic Designer");
    await form.getByLabel("Upload Resume (PDF/DOC)").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(form.getByText(/^To apply, add/)).toHaveCount(0);
    await button.click();
    await expect(form.getByText("Thank you! Our HR team will review your application.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect.poll(() => shownOption(form.getByLabel("Position Applying For"))).toBe("Select a position");
  });
});

test.describe("deleting a comment without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: the plain page flow.

  test("the message shows where the comment was, and the address is clean", async ({ page }) => {
    const post = "/blog/cloud-architecture-for-startups";
    await page.goto(post);
    const form = page.locator("#comment-form");
    const text = `To be deleted ${Date.now()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Meera");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post Comment" }).click();
    const comment = page.locator(".comment", { hasText: text });
    const id = await comment.getAttribute("id");
    await comment.getByRole("link", { name: /Delete/ }).click();
    await expect(page).toHaveURL(/\?delete=/);
    await comment.getByRole("alertdialog").getByRole("button", { name: "Yes, delete it!" }).click();

    const url = new URL(page.url());
    expect(url.pathname).toBe(post);
    expect(url.search).toBe("");
    expect(url.hash).toBe(`#${id}`);
    const notice = page.locator(`#${id}`);
    await expect(notice).toContainText("Deleted!");
    await expect(notice).toContainText("Your comment has been deleted.");
    await expect(notice).toBeInViewport();
    await expect(page.locator(".comment", { hasText: text })).toHaveCount(0);
  });
});
