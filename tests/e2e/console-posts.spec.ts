import type { Browser, Page } from "@playwright/test";
import { E2E_ORIGIN } from "../../playwright.config";
import { axe, settle } from "./axe";
import { expect, submitWithoutScript, test } from "./forms-helpers";
import { PNG } from "./png-fixture";
import { openPosts, press } from "./posts-console";

// Signed in once per worker as its owner (fixtures.ts): each test opens Posts directly.
test.use({ consoleAs: "owner" });

async function expectNoViolations(page: Page) {
  await settle(page);
  const { violations } = await axe(page).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
}

/** What a visitor without a session sees: the blog, the post's URL, the sitemap and the feed. */
async function visitorSees(browser: Browser, slug: string, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/blog");
  const listed = await page.getByRole("link", { name: title }).count();
  const post = await context.request.get(`/blog/${slug}`);
  const sitemap = await (await context.request.get("/sitemap.xml")).text();
  const rss = await (await context.request.get("/blog/rss.xml")).text();
  await context.close();
  return {
    listed: listed > 0,
    status: post.status(),
    inSitemap: sitemap.includes(`/blog/${slug}<`),
    inRss: rss.includes(`/blog/${slug}`),
  };
}

test("a draft is written, previewed, given a cover, kept from visitors, seen by staff, then published", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await openPosts(page);
  const unique = `${javaScriptEnabled ? "on" : "off"}-${Date.now().toString(36)}`;
  const title = `Console draft ${unique}`;
  const slug = `console-draft-${unique}`;

  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Tags").fill("Growth, SEO");
  await page.getByLabel("Text (Markdown)").fill("Hello **bold world**.\n\n- one\n- two");
  const preview = page.locator(".post-preview-body");
  if (javaScriptEnabled) {
    // Live: the preview follows the typing without a press.
    await expect(preview.locator("strong")).toHaveText("bold world");
  }
  if (javaScriptEnabled) {
    // Pressed, the preview is sent again at once; its answer is what the page then shows.
    await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/console/posts/preview") && answer.request().method() === "POST"),
      press(page, "Preview", javaScriptEnabled),
    ]);
  } else await press(page, "Preview", javaScriptEnabled);
  await expect(preview.locator("strong")).toHaveText("bold world");
  await expect(preview.locator("li")).toHaveCount(2);
  // Everything typed is still there after the preview.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Tags")).toHaveValue("Growth, SEO");

  await page.getByLabel(/Upload/).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Alt text").fill("A single pixel");
  await press(page, "Save draft", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const editUrl = page.url().replace(/[?#].*$/, "");
  expect(editUrl).toMatch(new RegExp(`^${E2E_ORIGIN}/console/posts/\\d+$`));
  const cover = page.getByRole("img", { name: "The current cover" });
  // The cover is in the media library: a variant named by its hash, on the site's own origin.
  await expect(cover).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}-\d+\.(?:webp|avif)$/);
  const coverResponse = await request.get((await cover.getAttribute("src"))!);
  expect(coverResponse.headers()["content-type"]).toMatch(/^image\/(webp|avif)$/);

  // A visitor finds it nowhere.
  expect(await visitorSees(browser, slug, title)).toEqual({ listed: false, status: 404, inSitemap: false, inRss: false });

  // Staff see it on /blog with the Draft badge, and open it as a private preview.
  await page.goto("/blog");
  const card = page.locator(".blog-card").filter({ hasText: title });
  await expect(card.locator(".blog-card-draft")).toHaveText("Draft");
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByText("Draft preview — not visible to visitors")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const previewAnswer = await page.request.get(`/blog/${slug}`);
  expect(previewAnswer.headers()["cache-control"]).toBe("private, no-store");
  await page.getByRole("link", { name: "Edit it in the console" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Publish: the page says so with a link to the live post, and a visitor sees it at once.
  await press(page, "Publish now", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await expect(page.getByRole("link", { name: "View the live post" })).toHaveAttribute("href", `/blog/${slug}`);
  expect(await visitorSees(browser, slug, title)).toEqual({ listed: true, status: 200, inSitemap: true, inRss: true });
});

test("the editor keeps what was typed when the API refuses a taken slug, and schedules in IST", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await openPosts(page);
  const unique = `${javaScriptEnabled ? "on" : "off"}-${Date.now().toString(36)}`;
  const write = async (title: string, slug: string) => {
    await page.goto("/console/posts/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Text (Markdown)").fill("Some text.");
  };
  await write(`First ${unique}`, `taken-${unique}`);
  await press(page, "Save draft", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await write(`Second ${unique}`, `taken-${unique}`);
  if (javaScriptEnabled) await page.getByRole("button", { name: "Save draft" }).click();
  else expect(await submitWithoutScript(page, "Save draft")).toBe(409);
  await expect(page.locator("#post-editor-slug-error, [id$='slug-error']").first()).toContainText(/slug/i);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Second ${unique}`);
  await expect(page.getByLabel("Text (Markdown)")).toHaveValue("Some text.");

  // A new slug, and a time in IST: the page says when it goes live.
  await page.getByLabel("Slug").fill(`scheduled-${unique}`);
  await page.getByLabel("Publish at (IST)").fill("2099-01-01T09:30");
  await press(page, "Schedule", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Scheduled for 1 Jan 2099, 09:30 IST." })).toBeVisible();
  await expect(page.locator(".console-page-head .status-badge")).toHaveText("Scheduled");

  // The list finds it by its status; unpublishing takes it back to a draft.
  await page.goto(`/console/posts?status=scheduled&q=${unique}`);
  await expect(page.locator(".post-table tbody tr")).toHaveCount(1);
  await page.getByRole("link", { name: `Second ${unique}` }).click();
  await press(page, "Unpublish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Unpublished" })).toBeVisible();
  await expect(page.locator(".console-page-head .status-badge")).toHaveText("Draft");

  // Delete asks first (a disclosure), then the list says it is gone.
  await page.getByText("Delete this post").click();
  await press(page, "Delete for good", javaScriptEnabled);
  await expect(page.getByText("The post was deleted.")).toBeVisible();
});

test("every console posts page has no axe violations, at phone and desktop width", { tag: "@js-on-only" }, async ({
  page,
}) => {
  // Only with JavaScript: axe runs as a script inside the page.
  test.setTimeout(180_000);
  await openPosts(page);
  await page.goto("/console/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(`Axe post ${Date.now().toString(36)}`);
  await page.getByLabel("Text (Markdown)").fill("# Heading\n\nText with a [link](/about).");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  // At phone width the list and the new post's page are checked by console-phone.spec.ts at 360 px
  // (no breakpoint of the console's styles lies between 360 and 390 px): here only what it never opens.
  for (const { size, paths } of [
    { size: { width: 390, height: 844 }, paths: ["/console/posts?status=draft&q=axe", editPath] },
    { size: { width: 1440, height: 900 }, paths: ["/console/posts", "/console/posts?status=draft&q=axe", "/console/posts/new", editPath] },
  ]) {
    await page.setViewportSize(size);
    for (const path of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expectNoViolations(page);
    }
    // The editor with its errors showing.
    await page.goto("/console/posts/new");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page);
  }
});
