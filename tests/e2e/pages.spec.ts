import { expect, test } from "./fixtures";

// Each route's status, h1, overflow and banner: page-checks.spec.ts; its title, description,
// canonical URL and structured data, as the server sends them: server-output.spec.ts.

test("the footer lists the spec's links and the current year", async ({ page }) => {
  await page.goto("/about");
  const footer = page.locator("footer");
  for (const name of ["About", "Team", "Contact", "All Services", "Testimonials", "Get a Quote", "Privacy Policy", "Terms & Conditions", "Cookies", "Sitemap"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const social of ["X", "Facebook", "LinkedIn", "Instagram"]) {
    await expect(footer.getByRole("link", { name: `Vyom Digital on ${social}` })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText("Indore");
});

test("the career page lists the three openings and the application fields", async ({ page }) => {
  await page.goto("/career");
  for (const [title, location, experience] of [
    ["Frontend Developer", "Onsite Indore", "2+ Years"],
    ["Sales Executive", "Remote/Hybrid", "1-3 Years"],
    ["Graphic Designer", "Onsite Indore", "1+ Years"],
  ]) {
    const card = page.locator(".opening", { hasText: title });
    await expect(card).toContainText(location);
    await expect(card).toContainText(experience);
  }
  const form = page.locator("#apply form");
  for (const label of ["Full Name", "Email Address", "Phone Number", "Position Applying For", "Upload Resume (PDF/DOC)", "Short Cover Letter (optional)"]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel("Position Applying For")).toContainText("Select a position");
  await expect(form.getByRole("button", { name: "Submit Application" })).toBeVisible();
});

test("the contact page shows the contact strip and a map that loads nothing from outside", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText("Mon-Fri 10:00-18:30 IST")).toBeVisible();
  await expect(page.getByRole("img", { name: /Stylised map/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", /google\.com\/maps/);
});

test("each service page has its sections, badges and way back", async ({ page }) => {
  await page.goto("/services/custom-web-mobile-app-development");
  for (const badge of ["ISO-grade security", "Top-rated delivery", "On-time, on-budget"]) {
    await expect(page.getByText(badge)).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "On this page" });
  await expect(nav.getByRole("link")).toHaveText(["Overview", "Tech Stack", "FAQs"]);
  await expect(page.getByRole("link", { name: "Get a quote" }).first()).toHaveAttribute("href", "/quote");
  await expect(page.getByRole("link", { name: "Talk to us" }).first()).toHaveAttribute("href", "/contact-us");
  await expect(page.getByText("Trusted by", { exact: true })).toBeVisible();
  const faqs = page.locator(".faq");
  expect(await faqs.count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator("#faqs")).toContainText("6-12 weeks");
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/service");

  await page.goto("/services/social-pr");
  await expect(page.locator("#tech-stack")).toHaveCount(0);
});
