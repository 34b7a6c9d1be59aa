import type { Page } from "@playwright/test";
import { expect, test as consoleTest } from "./fixtures";

// Other workers press it on the same server: their backup running answers 409, which the page says.
const test = consoleTest.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  expectedConsoleError: async ({}, provide) => provide((text, url) => url.includes("/console/backups") && text.includes("409")),
});

test.use({ consoleAs: "owner" });

const MADE = /^Backup made: (site-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz), /;

/** Presses "Back up now" until it is not another worker's backup that is running; the archive's name. */
async function backUpNow(page: Page, whilePending?: () => Promise<void>): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.getByRole("button", { name: "Back up now" }).click();
    await whilePending?.();
    const made = page.getByRole("status").filter({ hasText: MADE });
    const busy = page.getByRole("alert").filter({ hasText: "A backup is already running." });
    await expect(made.or(busy)).toBeVisible({ timeout: 30_000 });
    if (await made.isVisible()) return MADE.exec((await made.textContent())!)![1];
    await page.waitForTimeout(1_000);
  }
  throw new Error("Another backup was running at every press");
}

// A plain form: without JavaScript the browser follows the 303 back to the page, with it Remix does.
test("Back up now writes an archive and the page names it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/console/backups");
  const name = await backUpNow(page);
  await expect(page).toHaveURL(new RegExp(`/console/backups\\?made=${name}$`));
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("with JavaScript, the button says the backup is being written until it is @js-on-only", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/console/backups");
  // Held back a moment, so the pending state can be seen.
  await page.route(
    (url) => url.pathname.startsWith("/console/backups"),
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    },
  );
  await backUpNow(page, () => expect(page.getByRole("button", { name: "Backing up…" })).toBeDisabled());
  await expect(page.getByRole("button", { name: "Back up now" })).toBeEnabled();
});
