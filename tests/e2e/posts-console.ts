import type { Page } from "@playwright/test";
import { expect, submitWithoutScript } from "./forms-helpers";

/**
 * Posts, as the worker's owner (the spec says `test.use({ consoleAs: "owner" })`): signed in once
 * per worker through the console's form post (fixtures.ts), so a test starts on the page it works on.
 */
export async function openPosts(page: Page) {
  await page.goto("/console/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible({ timeout: 15_000 });
}

/** A click with JavaScript; without, a plain document post that must not be refused. */
export async function press(page: Page, button: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.getByRole("button", { name: button, exact: true }).click();
  else expect(await submitWithoutScript(page, button)).toBeLessThan(400);
}
