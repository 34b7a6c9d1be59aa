import type { Browser, Page } from "@playwright/test";
import { axe, settle } from "./axe";
import { expect, test } from "./forms-helpers";

const POST = "/blog/cloud-architecture-for-startups";
const HELD_SUCCESS = "Thank you! Your comment will appear once it is approved.";

// Signed in once per worker as its staff account (fixtures.ts); visitors' own browsers are not.
test.use({ consoleAs: "staff" });

/** A console page, as the worker's staff member: the console's navigation is there. */
async function openConsole(page: Page, path = "/console") {
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible({ timeout: 15_000 });
}

/** A visitor in a browser of their own. */
async function visitor(browser: Browser, javaScriptEnabled: boolean, address: string) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": address } });
  return { context, page: await context.newPage() };
}

async function postComment(page: Page, name: string, text: string) {
  await page.goto(POST);
  const form = page.locator("#comment-form");
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Comment" }).fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
}

test("a comment with three links waits for approval, then appears for everyone", async ({
  page,
  browser,
  javaScriptEnabled,
  visitorAddress,
}) => {
  test.setTimeout(90_000);
  const text = `Compare https://one.example.com, www.two-shop.net and three.io ${Date.now()}`;

  const author = await visitor(browser, javaScriptEnabled, visitorAddress);
  await postComment(author.page, "Ravi", text);
  await expect(author.page.getByText(HELD_SUCCESS)).toBeVisible();
  const own = author.page.locator(".comment", { hasText: text });
  await expect(own).toBeVisible();
  await expect(own.getByText("Awaiting moderation")).toBeVisible();
  // A fresh visit (a reload would post the form again without JavaScript).
  await author.page.goto(POST);
  await expect(author.page.locator(".comment", { hasText: text }).getByText("Awaiting moderation")).toBeVisible();

  const other = await visitor(browser, javaScriptEnabled, visitorAddress);
  await other.page.goto(POST);
  await expect(other.page.locator(".comment-list, .comments-empty").first()).toBeVisible();
  await expect(other.page.getByText(text)).toHaveCount(0);

  await openConsole(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /Comments/ }).click();
  await expect(page.getByRole("heading", { name: "Comments", level: 1 })).toBeVisible();
  const queued = page.locator(".moderation-item", { hasText: text });
  await expect(queued).toContainText("Ravi");
  await expect(queued).toContainText("Held: More than two links");
  await expect(queued.locator(`a[href^="${POST}#comment-"]`)).toBeVisible();
  await queued.getByRole("button", { name: "Approve the comment by Ravi" }).click();
  await expect(page.locator(".moderation-item", { hasText: text })).toHaveCount(0);
  await page.getByRole("link", { name: "Published" }).click();
  await expect(page.locator(".moderation-item", { hasText: text })).toBeVisible();

  await other.page.goto(POST);
  const shown = other.page.locator(".comment", { hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.getByText("Awaiting moderation")).toHaveCount(0);
  await author.context.close();
  await other.context.close();
});

test("staff hide a comment from the post page", async ({ page, browser, javaScriptEnabled, visitorAddress }) => {
  test.setTimeout(90_000);
  const text = `A plain and friendly remark ${Date.now()}`;
  const author = await visitor(browser, javaScriptEnabled, visitorAddress);
  await postComment(author.page, "Asha", text);
  await expect(author.page.getByText("Your comment has been added successfully.")).toBeVisible();
  await author.context.close();

  await openConsole(page);
  await page.goto(POST);
  const comment = page.locator(".comment", { hasText: text });
  await comment.getByRole("button", { name: "Hide comment by Asha" }).click();
  await expect(page.getByText("The comment is hidden from visitors.")).toBeVisible();
  await expect(page.locator(".comment", { hasText: text })).toHaveCount(0);

  const other = await visitor(browser, javaScriptEnabled, visitorAddress);
  await other.page.goto(POST);
  await expect(other.page.locator("#comments")).toBeVisible();
  await expect(other.page.getByText(text)).toHaveCount(0);
  // Visitors get no moderation buttons.
  await expect(other.page.getByRole("button", { name: /^Hide comment/ })).toHaveCount(0);
  await other.context.close();
});

test("the console's comment pages are accessible at 390 and 1440 px", { tag: "@js-on-only" }, async ({ page }) => {
  // Only with JavaScript: axe runs as a script inside the page.
  test.setTimeout(90_000);
  await openConsole(page, "/console/comments");
  // At phone width the queue and the block list are checked (axe and overflow) by console-phone.spec.ts
  // at 360 px, the same page (no breakpoint of the console's styles between 360 and 390 px): here
  // only the published list, which that sweep never opens.
  for (const { width, paths } of [
    { width: 390, paths: ["/console/comments?status=published"] },
    { width: 1440, paths: ["/console/comments", "/console/comments?status=published", "/console/comments/block-list"] },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      const { violations } = await axe(page).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`), `${path} at ${width}`).toEqual([]);
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});

test("the block list is edited in the console and holds a comment with a listed word", async ({
  page,
  browser,
  javaScriptEnabled,
  visitorAddress,
}) => {
  test.setTimeout(90_000);
  const word = `blockedword${Date.now().toString(36)}`;
  await openConsole(page, "/console/comments/block-list");
  const box = page.getByLabel("Blocked words and phrases, one a line");
  const before = await box.inputValue();
  await box.fill(`${before}\n${word}\n`);
  await page.getByRole("button", { name: "Save the block list" }).click();
  await expect(page.getByText(/^Saved: \d+ entr/)).toBeVisible();
  await expect(page.getByLabel("Blocked words and phrases, one a line")).toHaveValue(new RegExp(word));

  const author = await visitor(browser, javaScriptEnabled, visitorAddress);
  await postComment(author.page, "Kiran", `Try ${word.toUpperCase()} today`);
  await expect(author.page.getByText(HELD_SUCCESS)).toBeVisible();
  await author.context.close();
});
