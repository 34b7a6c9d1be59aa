import { E2E_ORIGIN } from "../../playwright.config";
import { expect, signedInAccount, test } from "./fixtures";
import { postEnquiry } from "./post-enquiry";

// The second journey of issue 29: an application moves through the hiring stages on the board,
// worked by an account that holds the hiring role alone and cannot see enquiries.
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test.use({ viewport: { width: 390, height: 844 } });

test("a hiring-only account moves an application through the stages and cannot open an enquiry", async ({ page, request, playwright }, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const applicant = `Devika Rao ${suffix}`;
  const headers = { "X-Forwarded-For": `10.252.${testInfo.workerIndex % 250}.${testInfo.retry + 1}` };
  const applied = await request.post("/api/applications", {
    headers,
    multipart: {
      full_name: applicant,
      email: `devika.${suffix}@example.com`,
      phone: "+919876543210",
      position: "Frontend Developer",
      cover: "I build fast, accessible interfaces.",
      resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const enquiryId = await postEnquiry(request, { full_name: `Not For Hiring ${suffix}`, email: `sales.${suffix}@example.com`, message: "A sales lead." });

  // An account with the hiring role alone, signed in through the console's form.
  const hiring = await signedInAccount((options) => playwright.request.newContext(options), "staff", E2E_ORIGIN, 200 + testInfo.workerIndex, { roles: ["hiring"], name: "Hari Hiring" });
  await page.context().addCookies(hiring.storageState.cookies);

  await page.goto("/console/hiring?position=Frontend%20Developer");
  await expect(page.getByRole("heading", { level: 1, name: "Hiring: Frontend Developer" })).toBeVisible();
  for (const stage of ["Shortlisted", "Interview"]) {
    // The applicant's name is the button's hidden tail ("Move to Shortlisted: Devika Rao …"); Chromium may put a space before the colon.
    await page.getByRole("button", { name: new RegExp(`^Move to ${stage} ?: ${applicant}$`) }).click();
    await expect(page.getByRole("status").filter({ hasText: `Moved to ${stage}.` })).toBeVisible();
    await expect(page.locator("section.hiring-column", { has: page.getByRole("heading", { name: new RegExp(`^${stage}`) }) })).toContainText(applicant);
  }
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The application's history has both moves, by this account.
  await page.getByRole("link", { name: applicant }).first().click();
  await expect(page.locator(".lead-history")).toContainText("Hari Hiring");
  await expect(page.locator(".lead-history")).toContainText("Shortlisted → Interview");

  // Enquiries are not theirs: the page is refused, the inbox lists none, and offers no enquiry filters.
  const refused = await page.goto(`/console/leads/enquiry/${enquiryId}`);
  expect(refused?.status()).toBe(403);
  await page.goto("/console");
  await expect(page.getByText(`Not For Hiring ${suffix}`)).toHaveCount(0);
  await expect(page.locator("#filter-kind")).toHaveCount(0);
  await expect(page.locator("#filter-service")).toHaveCount(0);
});
