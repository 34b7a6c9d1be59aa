import { E2E_ADMIN_TOKEN } from "../../playwright.config";
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
    await expect(page.getByLabel("Sort By", { exact: true })).toHaveValue("title");
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
    await expect(page.getByRole("link", { name: "Back to the Blog" })).toHaveAttribute("href", "/blog");
  });
});

test.describe("search, tag and page together", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: the server renders it; one project is enough.

  test("/blog?q=…&tag=…&page=2 renders the right cards and summary", async ({ page, request }) => {
    const run = Date.now();
    for (let i = 1; i <= 8; i++) {
      const response = await request.post("/api/blogs", {
        headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        data: {
          title: `Field note ${i} of run ${run}`,
          content: `<p>${i % 4 === 0 ? "An aside" : "A checklist"} from the delivery team.</p>`,
          tags: [`Field Notes ${run}`],
          is_published: true,
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto(`/blog?q=checklist&tag=${encodeURIComponent(`Field Notes ${run}`)}&sort=title`);
    await expect(page.getByText("Showing 1 to 6 of 6 posts")).toBeVisible();
    await page.goto(`/blog?q=${run}&tag=${encodeURIComponent(`Field Notes ${run}`)}&sort=title&page=2`);
    await expect(page.getByText("Showing 7 to 8 of 8 posts")).toBeVisible();
    await expect(page.locator(".blog-card-title")).toHaveText([`Field note 7 of run ${run}`, `Field note 8 of run ${run}`]);
    await expect(page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
