import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { SERVICES_SEED } from "../../contract/site-content/services";
import { freePort } from "./child-process";
import { signedInAccount } from "./fixtures";
import { startOwnServer } from "./own-server";
import { expect, START_MS, submit, test, visitorHtml } from "./site-content-test";

const SLUG = "social-pr";
const SEEDED = SERVICES_SEED.find((entry) => entry.key === SLUG)!.data;

test.describe.configure({ timeout: 180_000 + START_MS });

test("a service's new text shows in the preview, then on its page after publishing; restoring the revision before brings the old text back", async ({
  page,
  playwright,
  ownServer,
  javaScriptEnabled,
}) => {
  const newText = `Reputation work that starts the day you call us (${javaScriptEnabled ? "on" : "off"}).`;
  const account = await signedInAccount((options) => playwright.request.newContext(options), "staff", ownServer.origin);
  await page.context().addCookies(account.storageState.cookies);
  await page.goto("/console/site");
  await page.getByRole("link", { name: SEEDED.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  // SHOTS=/tmp/x- keeps the editor's look at a phone's width, for a review by eye.
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS}services.png`, fullPage: true });
  }

  // A list's buttons add and remove an entry, with or without scripts, keeping what was typed.
  const intro = page.getByLabel("Introduction (the page's top)");
  await intro.fill(newText);
  await submit(page, "Add faq", javaScriptEnabled);
  await expect(page.getByRole("group", { name: `FAQ ${SEEDED.faqs.length + 1}` })).toBeVisible();
  await expect(intro).toHaveValue(newText);
  await submit(page, `Remove FAQ ${SEEDED.faqs.length + 1}`, javaScriptEnabled);
  await expect(page.getByRole("group", { name: `FAQ ${SEEDED.faqs.length + 1}` })).toHaveCount(0);

  await submit(page, "Save changes", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  // The draft: in the staff member's preview, not on the public page.
  await page.goto(`/services/${SLUG}?preview=draft`);
  await expect(page.locator("main")).toContainText(newText);
  expect(await visitorHtml(page, `/services/${SLUG}`)).not.toContain(newText);

  await page.goto(`/console/site/services/${SLUG}`);
  await submit(page, "Publish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();
  expect(await visitorHtml(page, `/services/${SLUG}`)).toContain(newText);

  await page.getByRole("link", { name: /Seeded/ }).click();
  await expect(page.locator("#revision-diff h3")).toContainText("(the first)");
  await submit(page, /Restore revision/, javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "restored" })).toBeVisible();
  await submit(page, "Publish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();
  const restored = await visitorHtml(page, `/services/${SLUG}`);
  expect(restored).toContain(SEEDED.description);
  expect(restored).not.toContain(newText);
});

test("with the API down the service pages render from the seed @js-off-only", async ({ request }) => {
  // An API address nobody answers on: the site has never had an answer, so it shows the seed.
  const down = await startOwnServer(E2E_ADMIN_TOKEN, { API_BASE_URL: `http://127.0.0.1:${await freePort()}/api` }, START_MS);
  try {
    for (const [path, text] of [
      ["/", SEEDED.title],
      ["/service", SEEDED.desc],
      [`/services/${SLUG}`, SEEDED.faqs[0].q],
    ]) {
      const answer = await request.get(`${down.origin}${path}`);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    }
  } finally {
    await down.stop();
  }
});
