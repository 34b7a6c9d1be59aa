import { expect, test } from "./fixtures";

test.describe("Home's latest articles", () => {
  test("shows the six newest published posts and leads to the blog", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: "Latest articles" });
    await expect(page.getByRole("heading", { name: "From Our Blog" })).toBeVisible();
    await expect(region.locator(".blog-card")).toHaveCount(6);
    await expect(region.locator(".blog-card-draft")).toHaveCount(0);
    for (const excerpt of await region.locator(".blog-card-body > p:not(.blog-card-meta)").allTextContents()) {
      expect(excerpt.length).toBeLessThanOrEqual(153);
    }
    await page.getByRole("link", { name: "View All Blog Posts" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("a card opens its post", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Latest articles" }).locator(".blog-card").first();
    const title = (await card.locator(".blog-card-title").textContent())!.trim();
    await card.scrollIntoViewIfNeeded();
    await card.locator(".blog-card-body").click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("Home's latest articles as a carousel", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs scripts.

  for (const [width, inView] of [
    [390, 1],
    [800, 2],
    [1440, 3],
  ] as const) {
    test(`shows ${inView} at ${width} px and moves on every 5 s`, async ({ page }) => {
      await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-05T10:00:01Z"));
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const region = page.getByRole("region", { name: "Latest articles" });
      await region.scrollIntoViewIfNeeded();
      // The section's code arrives as it nears the viewport; the clock runs once it is there.
      await expect(page.locator(".island[data-hydrated]", { has: region })).toHaveCount(1);
      await page.mouse.move(5, 5);
      // Swiper is fetched 2 s before the first step is due; the step still comes 5 s after the row shows.
      await expect(region).toHaveAttribute("data-state", "static");
      await page.clock.runFor(3_000);
      await expect(region).toHaveAttribute("data-state", "ready");
      const visible = await region.evaluate((element) => {
        const viewport = element.querySelector(".carousel-viewport")!.getBoundingClientRect();
        return [...element.querySelectorAll(".carousel-slide")].filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
        }).length;
      });
      expect(visible).toBe(inView);
      const slides = region.locator(".carousel-slide");
      await page.clock.runFor(1_900);
      await expect(slides.nth(0)).toHaveClass(/swiper-slide-active/);
      await page.clock.runFor(200);
      await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
    });
  }
});
