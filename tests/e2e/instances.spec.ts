// Plain Playwright, not ./fixtures: these pages live on the two instances' origins, not the suite's.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { missingForTwoInstances, startTwoInstances, type TwoInstances } from "./two-instances";

const POST = "/blog/modernising-legacy-systems";
/** The promise: a write on one instance shows on the other's pages within a second. */
const WITHIN = { timeout: 1_000, intervals: [50] };

const missing = missingForTwoInstances();
let instances: TwoInstances;

test.describe("two instances behave as one site", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: runs once, in the js-on project.
  test.skip(missing !== null, missing ?? "");
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startTwoInstances(E2E_ADMIN_TOKEN);
  });
  test.afterAll(async () => {
    await instances?.stop();
  });

  /** What an anonymous visitor gets: the page cache's copy when one is kept. */
  const html = async (origin: string, path: string) => (await fetch(origin + path)).text();
  const likesIn = (page: string) => Number(/class="like-count"[^>]*>(\d+)/.exec(page)?.[1]);

  async function openPost(browser: Browser, origin: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto(POST);
    await expect(page.locator(".engagement")).toHaveAttribute("data-live", "connected");
    return page;
  }

  test("a comment, a like and a delete made on A show on B's pages, and B's readers hear the like live", async ({
    browser,
  }) => {
    const { a, b } = instances;
    const writer = await openPost(browser, a);
    const reader = await openPost(browser, b);
    const text = `Said on instance A ${Date.now()}`;
    // Cached on B from here on: only a clearing can show what A does next.
    expect(await html(b, POST)).not.toContain(text);

    const form = writer.locator("#comment-form");
    await form.getByRole("textbox", { name: "Name" }).fill("Ishaan");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(writer.locator(".comment", { hasText: text })).toBeVisible();
    await expect.poll(() => html(b, POST), WITHIN).toContain(text);

    const likesBefore = likesIn(await html(b, POST));
    await writer.locator(".like-button").click();
    await expect(writer.locator(".like-button")).toHaveText("Liked");
    await expect.poll(async () => likesIn(await html(b, POST)), WITHIN).toBe(likesBefore + 1);
    await expect(reader.locator(".like-count")).toHaveText(new RegExp(`^${likesBefore + 1} like`), { timeout: 1_000 });

    const comment = writer.locator(".comment", { hasText: text });
    await comment.getByRole("link", { name: /Delete/ }).click();
    await writer.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes, delete it!" }).click();
    await expect(writer.getByText("Your comment has been deleted.")).toBeVisible();
    await expect.poll(() => html(b, POST), WITHIN).not.toContain(text);

    await writer.context().close();
    await reader.context().close();
  });

  test("a post published through A's API is on B's blog list within a second", async () => {
    const { a, b } = instances;
    const title = `Published on instance A ${Date.now()}`;
    expect(await html(b, "/blog")).not.toContain(title);
    const response = await fetch(`${a}/api/blogs`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title, content: "<p>From one instance to both.</p>", tags: ["News"], is_published: true }),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => html(b, "/blog"), WITHIN).toContain(title);
  });
});
