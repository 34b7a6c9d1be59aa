import type { Page } from "@playwright/test";
import { applicationsFor, expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const resume = {
  name: "Ravi Kumar CV.pdf",
  mimeType: "application/pdf",
  buffer: PDF,
};

const messages = [
  "Full name is required (min 2 chars).",
  "Valid email is required.",
  "Enter a valid phone number (6-15 digits).",
  "Please select a position.",
  "Please upload your resume (PDF, DOC or DOCX).",
];

function careerForm(page: Page) {
  return page.locator("#apply form");
}

async function fillValid(page: Page, email: string) {
  const form = careerForm(page);
  await form.getByLabel("Full Name").fill("Ravi Kumar");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("99887 76655");
  await form.getByLabel("Position Applying For").selectOption("Graphic Designer");
  await form.getByLabel("Upload Resume (PDF/DOC)").setInputFiles(resume);
  await form.getByLabel("Short Cover Letter (optional)").fill("Five years of brand work.");
}

test.describe("career form without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: plain HTML form posts.

  test("bad input comes back with status 400, every message and the fields kept", async ({ page }) => {
    await page.goto("/career");
    const form = careerForm(page);
    await form.getByLabel("Full Name").fill("R");
    await form.getByLabel("Email Address").fill("ravi@");
    await form.getByLabel("Phone Number", { exact: true }).fill("12");
    await form.getByLabel("Short Cover Letter (optional)").fill("Hello");
    expect(await submitWithoutScript(page, "Submit Application")).toBe(400);
    await expect(page).toHaveURL(/\/career#apply$/);
    for (const text of messages) await expect(form.getByText(text, { exact: true })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("R");
    await expect(form.getByLabel("Short Cover Letter (optional)")).toHaveValue("Hello");
  });

  test("a file that is not a PDF or Word document is refused", async ({ page }) => {
    await page.goto("/career");
    await fillValid(page, uniqueEmail("career-type"));
    await careerForm(page)
      .getByLabel("Upload Resume (PDF/DOC)")
      .setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("hi"),
      });
    expect(await submitWithoutScript(page, "Submit Application")).toBe(400);
    await expect(careerForm(page).getByText("Resume must be a PDF, DOC or DOCX file.")).toBeVisible();
    await expect(careerForm(page).getByLabel("Full Name")).toHaveValue("Ravi Kumar");
  });

  test("a valid application with its resume arrives, and the confirmation shows", async ({ page, request }) => {
    const email = uniqueEmail("career-nojs");
    await page.goto("/career");
    await fillValid(page, email);
    await expect(careerForm(page).getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(await submitWithoutScript(page, "Submit Application")).toBe(200);
    await expect(careerForm(page).getByText("Thank you! Our HR team will review your application.")).toBeVisible();
    await expect(careerForm(page).getByLabel("Full Name")).toHaveValue("");
    const [application] = await applicationsFor(request, email);
    expect(application).toMatchObject({
      full_name: "Ravi Kumar",
      phone: "+919988776655",
      position: "Graphic Designer",
      cover: "Five years of brand work.",
      resume_name: "Ravi Kumar CV.pdf",
    });
  });
});

test.describe("career form with JavaScript", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs the browser's scripts.

  test("the button stays disabled until the form is valid, and errors show on blur", async ({ page }) => {
    await page.goto("/career");
    const form = careerForm(page);
    const button = form.getByRole("button", { name: "Submit Application" });
    // The form's code arrives as the visitor comes to it; until then it is a plain HTML form.
    await form.hover();
    await expect(button).toBeDisabled();
    await form.getByLabel("Email Address").fill("ravi@");
    await form.getByLabel("Email Address").blur();
    await expect(form.getByText("Valid email is required.")).toBeVisible();
    await fillValid(page, uniqueEmail("career-wait"));
    await expect(form.getByText("Valid email is required.")).toHaveCount(0);
    await expect(button).toBeEnabled();
    const upload = form.getByLabel("Upload Resume (PDF/DOC)");
    await upload.focus();
    await upload.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await upload.blur();
    await expect(form.getByText("Resume must be a PDF, DOC or DOCX file.")).toBeVisible();
    await expect(button).toBeDisabled();
  });

  test("submitting shows 'Submitting...', then the confirmation block, and the application arrives", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("career-js");
    await page.goto("/career");
    await fillValid(page, email);
    await page.route("**/career.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await careerForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(careerForm(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(careerForm(page).getByText("Thank you! Our HR team will review your application.")).toBeVisible();
    await expect(careerForm(page).getByLabel("Full Name")).toHaveValue("");
    await expect(careerForm(page).getByRole("button", { name: "Submit Application" })).toBeDisabled();
    const applications = await applicationsFor(request, email);
    expect(applications).toHaveLength(1);
    expect(applications[0].resume_name).toBe("Ravi Kumar CV.pdf");
  });
});
