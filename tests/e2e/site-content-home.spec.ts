import type { Page } from "@playwright/test";
import { HOME_SEED } from "../../contract/site-content/home-seed";
import { axe } from "./axe";
import { signedInAccount } from "./fixtures";
import { expect, START_MS, submit, test, visitorHtml } from "./site-content-test";

test.describe.configure({ timeout: 180_000 + START_MS });

/** A console page of one of Home's kinds: axe clean with scripts; SHOTS=/tmp/x- keeps its look at 360, 390 and 1440 px. */
async function reviewEditor(page: Page, name: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => violation.id), name).toEqual([]);
  }
  if (!process.env.SHOTS) return;
  for (const width of [360, 390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS}${name}-${width}-js-${javaScriptEnabled ? "on" : "off"}.png`, fullPage: true });
  }
}

test("a stat edited in the console shows in the preview, not to visitors, then on Home once published", async ({
  page,
  playwright,
  ownServer,
  javaScriptEnabled,
}) => {
  const figure = `${javaScriptEnabled ? 97 : 96}%`;
  const [seeded] = HOME_SEED.stats;
  const account = await signedInAccount((options) => playwright.request.newContext(options), "staff", ownServer.origin);
  await page.context().addCookies(account.storageState.cookies);

  // The other two kinds' editors: listed, drawn from their field lists, accessible.
  await page.goto("/console/site");
  await page.getByRole("link", { name: "Technologies" }).click();
  await expect(page.getByRole("group", { name: "Technology 1" }).first().getByLabel("Name")).toHaveValue("React");
  await reviewEditor(page, "technologies", javaScriptEnabled);
  await page.goto("/console/site");
  await page.getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("group", { name: "Logo 1" }).getByLabel("Link (https://…)")).toHaveValue("https://www.malwaorganics.in");
  await reviewEditor(page, "clients", javaScriptEnabled);

  await page.goto("/console/site");
  await page.getByRole("link", { name: "Home sections" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home sections" })).toBeVisible();
  await reviewEditor(page, "home", javaScriptEnabled);
  const firstStat = page.getByRole("group", { name: "Stat 1" }).getByLabel("Figure");
  await expect(firstStat).toHaveValue(seeded.value);
  await firstStat.fill(figure);
  await submit(page, "Save changes", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  // The draft: in the staff member's preview of Home, not on the page visitors get.
  await page.goto("/?preview=draft");
  await expect(page.getByRole("region", { name: "Our record in numbers" })).toContainText(`${figure}${seeded.label}`);
  await expect(page.locator('meta[name="robots"][content^="noindex"]')).toHaveCount(1);
  const before = await visitorHtml(page, "/");
  expect(before).toContain(`<strong>${seeded.value}</strong>`);
  expect(before).not.toContain(`<strong>${figure}</strong>`);

  await page.goto("/console/site/home/home");
  await submit(page, "Publish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Our record in numbers" }).locator("li").first()).toHaveText(`${figure}${seeded.label}`);
  expect(await visitorHtml(page, "/")).toContain(`<strong>${figure}</strong>`);
});
