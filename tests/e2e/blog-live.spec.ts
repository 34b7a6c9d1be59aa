import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";

// Each project likes its own post, so parallel runs never move each other's counts.
const postFor = (project: string) => (project === "js-on" ? "/blog/web-app-pwa-or-native-app" : "/blog/google-ads-campaign-structure-for-smbs");

test.describe("post likes", () => {
  test("the like button toggles Like and Liked and the count follows", async ({ page }, testInfo) => {
    await page.goto(postFor(testInfo.project.name));
    const button = page.locator(".like-button");
    const count = page.locator(".like-count");
    await expect(button).toHaveText("Like");
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    await button.click();
    await expect(button).toHaveText("Liked");
    await expect(count).toHaveText(new RegExp(`^${before + 1} like`));
    await button.click();
    await expect(button).toHaveText("Like");
    await expect(count).toHaveText(new RegExp(`^${before} like`));
  });
});

test.describe("live updates", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs scripts.

  test("a like in one browser shows in another within two seconds, without reload", async ({ page, browser, baseURL }) => {
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await page.goto("/blog/brand-building-from-zero");
    await otherPage.goto("/blog/brand-building-from-zero");
    await expect(otherPage.locator(".engagement")).toHaveAttribute("data-live", "connected");
    await expect(page.locator(".engagement")).toHaveAttribute("data-live", "connected");
    const before = Number((await otherPage.locator(".like-count").textContent())!.match(/\d+/)![0]);
    await page.locator(".like-button").click();
    await expect(otherPage.locator(".like-count")).toHaveText(new RegExp(`^${before + 1} like`), { timeout: 2_000 });
    await other.close();
  });

  test("typing filters the list after a pause and offers suggestions by keyboard", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("combobox", { name: "Search articles" });
    await search.pressSequentially("flipkart", { delay: 30 });
    await expect(page).toHaveURL(/\/blog\?q=flipkart$/);
    await expect(page.locator(".blog-card")).toHaveCount(1);
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toContainText("Flipkart");
    await expect(options.filter({ hasText: "Tag: Flipkart" })).toContainText("Filter by tag");
    expect(await options.count()).toBeLessThanOrEqual(6);
    await search.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/blog\/flipkart-sale-season-playbook$/);
  });

  test("a post published while the list is open appears without reload", async ({ page, request }) => {
    // A search only this post will match keeps the check independent of other tests' posts.
    const token = `launch${Date.now()}`;
    // The list is live once its socket has connected (socket.io's "40" packet); a publish
    // before that is, by design, only seen on the next load.
    let live = false;
    page.on("websocket", (socket) => {
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).startsWith("40")) live = true;
      });
    });
    await page.goto(`/blog?q=${token}`);
    await expect.poll(() => live).toBe(true);
    await expect(page.getByText("No articles match your search.")).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const title = `Live launch notes ${token}`;
    const response = await request.post("/api/blogs", {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { title, content: "<p>Fresh from the team.</p>", tags: ["News"], is_published: true },
    });
    expect(response.status()).toBe(201);
    await expect(page.locator(".blog-card-title")).toHaveText([title], { timeout: 5_000 });
    await expect(page.getByText("Showing 1 to 1 of 1 posts")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
