import type { Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { axe } from "./axe";
import { expect, submit, test, visitorHtml } from "./site-content-test";

const PASSWORD = "correct horse battery staple";
const SEEDED_PHONE = "+91 73140 05678";

test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page, javaScriptEnabled: boolean) {
  const email = `site.${Date.now().toString(36)}@agency.example`;
  const invited = await page.request.post("/api/staff/invitations", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, role: "staff" },
  });
  const { token } = (await invited.json()) as { token: string };
  expect((await page.request.post("/api/staff/welcome", { data: { token, name: "Site Editor", password: PASSWORD } })).status()).toBe(201);
  await page.goto("/console/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page, "Sign in", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

test("a new phone number shows in the preview, then after publishing in the footer, contact page and JSON-LD", async ({ page, javaScriptEnabled }) => {
  const newPhone = `+91 98${String(Date.now()).slice(-3)} 0${javaScriptEnabled ? 1 : 2}234`;
  await signIn(page, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Site content" }).click();
  await page.getByRole("link", { name: "Company facts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Company facts" })).toBeVisible();
  // SHOTS=/tmp/x- keeps the editor's look at a phone's width, for a review by eye.
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS}company-390-js-${javaScriptEnabled ? "on" : "off"}.png`, fullPage: true });
  }
  if (javaScriptEnabled) {
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }

  // Bad input: 4xx, the message next to the field, what was typed kept.
  await page.getByLabel("Phone", { exact: true }).fill("call us");
  await submit(page, "Save changes", javaScriptEnabled).catch(() => undefined);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("call us");
  await expect(page.getByText(/phone number/i).first()).toBeVisible();

  await page.getByLabel("Phone", { exact: true }).fill(newPhone);
  await submit(page, "Save changes", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  // The draft: in the staff member's preview, not on the public page.
  await page.goto("/contact?preview=draft");
  await expect(page.locator("main")).toContainText(newPhone);
  await expect(page.locator('meta[name="robots"][content^="noindex"]')).toHaveCount(1);
  const before = await visitorHtml(page, "/contact");
  expect(before).toContain(SEEDED_PHONE);
  expect(before).not.toContain(newPhone);

  await page.goto("/console/site/company/company");
  await submit(page, "Publish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();
  const contact = await visitorHtml(page, "/contact");
  expect(contact).toContain(`<a href="tel:${newPhone.replace(/\s/g, "")}">${newPhone}</a>`);
  expect(contact).toContain(`"telephone":"${newPhone}"`);
  const home = await visitorHtml(page, "/");
  expect(home.split("site-footer")[1]).toContain(newPhone);

  // Restoring the first revision and publishing brings the seeded number back.
  await page.getByRole("link", { name: /Seeded/ }).click();
  // The seeded revision is the first: wait for its own diff, not the one shown before the click.
  await expect(page.locator("#revision-diff h3")).toContainText("(the first)");
  await expect(page.locator("#revision-diff")).toContainText(`phone: ${SEEDED_PHONE}`);
  await submit(page, /Restore revision/, javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "restored" })).toBeVisible();
  await submit(page, "Publish", javaScriptEnabled);
  expect(await visitorHtml(page, "/contact")).toContain(SEEDED_PHONE);
});
