import { expect, test } from "./fixtures";

test.describe("navigation", () => {
  // One load of Home: the active link at each step, then every main link followed in turn.
  test("Home is active on / only, each section's link is active on its pages, and the main links lead to their pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    for (const [name, path] of [
      ["Services", "/service"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
      ["Career", "/career"],
      ["Home", "/"],
    ]) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await page.goto("/services/social-pr");
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  });

  test("the mobile menu opens, leads to a page and is closed there", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByText("Menu").or(page.locator(".mobile-menu summary")).first().click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL("/career");
    await expect(mobileNav).toBeHidden();
  });
});

test.describe("with JavaScript", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs scripts.

  // One load of /about: the menu at phone width, then the header, back to top and search on desktop.
  test("the mobile menu closes at 992 px; the header's scrolled look past 50 px; back to top only on the way up; the search modal finds pages and posts", async ({ page }) => {
    // The mobile menu closes when the window reaches 992 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.locator(".mobile-menu summary").click();
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
    await page.setViewportSize({ width: 1000, height: 844 });
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");

    // The header gets its scrolled look past 50 px (at the project's desktop size, from the top).
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = page.locator(".site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // Hidden, it is out of the accessibility tree too.
    const backToTop = page.getByRole("link", { name: "Back to top", includeHidden: true });
    await expect(backToTop).toHaveAttribute("data-visible", "false");
    await page.evaluate(() => window.scrollTo(0, 2000));
    // Shown only on the way back up: while reading down it covers nothing.
    await expect(backToTop).toHaveAttribute("data-visible", "false");
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect(backToTop).toHaveAttribute("data-visible", "true");
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    // The search modal is hidden until opened and finds pages and posts.
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Search the site" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Search pages and articles").fill("branding");
    const result = dialog.getByRole("link", { name: /Branding/ }).first();
    await expect(result).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("without JavaScript", { tag: "@js-off-only" }, () => {
  // Only without JavaScript: checks the no-script fallbacks.

  test("the search modal opens from its link and shows the full results", async ({ page }) => {
    await page.goto("/about");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Search the site" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Search pages and articles").fill("seo");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=seo/);
  });
});
