import { expect, test } from "./fixtures";

test.describe("blog list", () => {
  test("shows six cards a page with the summary and pages", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator(".blog-card")).toHaveCount(6);
    await expect(page.getByText(/^Showing 1 to 6 of \d+ posts$/)).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText(/^Showing 7 to 12 of \d+ posts$/)).toBeVisible();
  });

  test("search, tag and page come from the URL and render on the server", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Search articles").fill("seo");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=seo/);
    const titles = page.locator(".blog-card-title");
    await expect(titles.filter({ hasText: "Local SEO" })).toHaveCount(1);
    await expect(titles.filter({ hasText: "Logo System" })).toHaveCount(0);

    await page.goto("/blog?tag=Branding");
    await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("Branding");
    await expect(page.getByText("Showing 1 to 2 of 2 posts")).toBeVisible();
    await expect(titles.filter({ hasText: "Logo System" })).toHaveCount(1);

    await page.goto("/blog?q=startup&tag=Startups&sort=title");
    await expect(page.getByLabel("Sort by", { exact: true })).toHaveValue("title");
    const sorted = await titles.allTextContents();
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));

    await page.goto("/blog?q=zzzz-nothing");
    await expect(page.getByText("No articles match your search.")).toBeVisible();
  });

  test("a card opens its post, with the sidebar and the article", async ({ page }) => {
    await page.goto("/blog");
    const firstTitle = (await page.locator(".blog-card-title").first().textContent())!.trim();
    await page.locator(".blog-card").first().click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
    await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Post" })).toBeVisible();
    await expect(page.locator(".recent-list li")).toHaveCount(4);
    await expect(page.locator(".recent-list")).not.toContainText(firstTitle);
    await page.locator(".category-list").getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\/blog\?tag=/);
  });

  test("an unknown post answers 404 with the not-found view", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    await expect(page.getByText("Article not available")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");
  });
});
