import type { Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { TEAM_SEED } from "../../contract/site-content/team-seed";
import { expectNoViolations } from "./axe";
import { signedInAccount } from "./fixtures";
import { expect, test as formsTest } from "./forms-helpers";
import { type OwnServer, startOwnServer } from "./own-server";

/** How long an own server may take to start: SITE_CONTENT_E2E_START_MS for a run on a busy machine. */
const START_MS = Number(process.env.SITE_CONTENT_E2E_START_MS) || 60_000;

/** Publishing changes /team for every visitor: each worker edits on a server and database of its own. */
const test = formsTest.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide) => {
      const server = await startOwnServer(E2E_ADMIN_TOKEN, {}, START_MS);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: START_MS + 30_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.origin),
});

test.describe.configure({ timeout: 120_000 + START_MS });

async function submit(page: Page, button: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: button, exact: true }).click();
    return;
  }
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && answer.request().resourceType() === "document"),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  expect(response.status()).toBeLessThan(400);
}

/** What a visitor without the staff cookie is sent: the HTML of a page. */
async function visitorHtml(page: Page, path: string) {
  const visitor = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const html = await (await visitor.request.get(path)).text();
  await visitor.close();
  return html;
}

test("a team member's new role shows in the preview, then on /team after publishing; Neha's photo is served as AVIF", async ({
  page,
  playwright,
  ownServer,
  javaScriptEnabled,
}) => {
  const newRole = `Chief Technology Officer (${javaScriptEnabled ? "on" : "off"})`;
  const account = await signedInAccount((options) => playwright.request.newContext(options), "staff", ownServer.origin);
  await page.context().addCookies(account.storageState.cookies);
  await page.goto("/console/site");
  await page.getByRole("link", { name: "Team", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  const neha = page.getByRole("group", { name: "Member 2" });
  await expect(neha.getByLabel("Name")).toHaveValue("Neha Agrawal");
  await neha.getByLabel("Role").fill(newRole);
  await submit(page, "Save changes", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Member 2" }).getByLabel("Role")).toHaveValue(newRole);
  // axe runs its script in the page: with scripts off the markup is the same, checked in the other project.
  if (javaScriptEnabled) await expectNoViolations(page);
  // SHOTS=/tmp/x- keeps the editor's look at each width, for a review by eye.
  if (process.env.SHOTS) {
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.SHOTS}team-${width}-js-${javaScriptEnabled ? "on" : "off"}.png`, fullPage: true });
    }
  }

  // The draft: in the staff member's preview, not on the public page.
  await page.goto("/team?preview=draft");
  await expect(page.locator("main")).toContainText(newRole);
  expect(await visitorHtml(page, "/team")).not.toContain(newRole);

  await page.goto("/console/site/team/team");
  await submit(page, "Publish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  const published = await visitorHtml(page, "/team");
  expect(published).toContain(newRole);
  expect(published).not.toContain(`<p class="team-role">${TEAM_SEED.members[1].role}</p>`);

  // Neha's seeded library photo: an AVIF source a browser that takes AVIF is served as AVIF.
  await page.goto("/team");
  await expect(page.getByRole("img", { name: "Neha Agrawal, Director of Technology" })).toBeVisible();
  const srcset = await page.locator("picture source[type='image/avif']").getAttribute("srcset");
  const avifUrl = srcset!.split(",")[0].trim().split(/\s+/)[0];
  const photo = await page.request.get(avifUrl, { headers: { Accept: "image/avif,image/webp,*/*" } });
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/avif");
  await expect(page.getByRole("img", { name: "Illustrated portrait of Aditya Sharma" })).toHaveAttribute("src", TEAM_SEED.members[0].photo.src);
});
