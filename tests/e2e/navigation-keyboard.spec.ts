import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const CUSTOM = "/services/custom-web-mobile-app-development";

const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const menu = (page: Page) => page.locator(".mobile-menu");

test.describe("search results page", () => {
  test("lists matching pages and articles, is not indexed, and searches again", async ({ page }) => {
    await page.goto("/search?q=seo");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const results = page.locator(".search-page-results");
    await expect(results.getByText("Page", { exact: true }).first()).toBeVisible();
    await expect(results.getByText("Article", { exact: true }).first()).toBeVisible();
    const box = page.locator("main").getByLabel("Search pages and articles");
    await expect(box).toHaveValue("seo");
    await box.fill("nothing-matches-this-zz");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=nothing-matches-this-zz/);
    await expect(page.getByText("No pages or articles match “nothing-matches-this-zz”.")).toBeVisible();
  });

  test("Enter in the search box with nothing picked opens the full results", async ({ page, javaScriptEnabled }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Search the site" }).click();
    const box = searchDialog(page).getByLabel("Search pages and articles");
    await box.fill("branding");
    if (javaScriptEnabled) await expect(searchDialog(page).getByRole("link", { name: /Branding/ }).first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=branding/);
    await expect(page.locator(".search-page-results").getByRole("link", { name: /Branding/ }).first()).toBeVisible();
  });
});

test.describe("the mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
  });

  test("has a backdrop that closes it and holds the page still; the footer's Get a Quote leads where the header's does", async ({ page }) => {
    // The footer's Get a Quote leads where the header's does (read from the same load of /about).
    const footerLink = page.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "Get a Quote" });
    await expect(footerLink).toHaveAttribute("href", "/quote");
    await expect(page.locator(".nav-cta")).toHaveAttribute("href", "/quote");

    // The backdrop closes the menu and the page is held still while it is open.
    await menu(page).locator("summary").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow-y", "hidden");
    await page.mouse.click(200, 820);
    await expect(menu(page)).not.toHaveAttribute("open", "");
    await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
  });

  test.describe("with JavaScript", { tag: "@js-on-only" }, () => {
    // Only with JavaScript: needs scripts.

    // One load: Escape first (from the keyboard), then a tap on the header (opened again).
    test("Escape closes it and leaves focus on the menu button; a tap on the header outside the menu closes it", async ({ page }) => {
      const summary = menu(page).locator("summary");
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(menu(page)).toHaveAttribute("open", "");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(menu(page)).not.toHaveAttribute("open", "");
      await expect(summary).toBeFocused();

      // A tap on the header outside the menu closes it.
      await summary.click();
      await expect(menu(page)).toHaveAttribute("open", "");
      // The bar's empty stretch between the logo and the search button.
      const logo = (await page.locator(".site-header .brand").boundingBox())!;
      await page.mouse.click(logo.x + logo.width + 4, logo.y + logo.height / 2);
      await expect(menu(page)).not.toHaveAttribute("open", "");
    });

    // A slow phone re-renders late after the menu opens: an Escape pressed at once still closes it.
    test("on a phone 50 times slower, Escape pressed right after opening closes the menu", async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 50 });
      await menu(page).locator("summary").focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Escape");
      await expect(menu(page)).not.toHaveAttribute("open", "");
      await expect(menu(page).locator("summary")).toBeFocused();
    });
  });
});

test.describe("with JavaScript", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: needs scripts.

  test("the search dialog keeps Tab inside and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: "Search the site" });
    await button.click();
    const dialog = searchDialog(page);
    await expect(dialog.getByLabel("Search pages and articles")).toBeFocused();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("Down highlights a result and Enter opens it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Search the site" }).click();
    const dialog = searchDialog(page);
    await dialog.getByLabel("Search pages and articles").fill("branding");
    const first = dialog.locator(".search-results a").first();
    await expect(first).toBeVisible();
    const path = await first.getAttribute("href");
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(dialog.getByLabel("Search pages and articles")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(path!);
    await expect(dialog).toBeHidden();
  });

  test("the technology pills are one Tab stop walked with the arrow keys", async ({ page }) => {
    await page.goto(CUSTOM);
    const toolbar = page.getByRole("toolbar", { name: "Technologies to discuss" });
    const pills = toolbar.getByRole("button");
    await expect(pills.first()).toBeVisible();
    const count = await pills.count();
    expect(count).toBeGreaterThan(40);
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
    // The arrow keys work once the page has hydrated; until then a press is lost, so try again.
    await expect(async () => {
      await pills.first().focus();
      await page.keyboard.press("ArrowRight");
      await expect(pills.nth(1)).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press("ArrowLeft");
    await expect(pills.first()).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(pills.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(pills.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(pills.last()).toBeFocused();
    await page.keyboard.press("Space");
    await expect(pills.last()).toHaveAttribute("aria-pressed", "true");
    // The stop stays on the last pill used, and one Tab leaves the whole group.
    await expect(pills.last()).toHaveAttribute("tabindex", "0");
    await page.keyboard.press("Tab");
    expect(await toolbar.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await expect(pills.last()).toBeFocused();
  });
});
