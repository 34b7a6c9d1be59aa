import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not rendered");
  return rect;
};

/** Top of an element from the top of the page, whatever the scroll position. */
const pageTop = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

// One test per width: each page is loaded once and checked for everything at that width; the
// page whose link leads away comes last.
test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the first screen shows what /blog, /contact and /career are for; a wrapped service breadcrumb keeps '/' at the end of the first line", async ({ page }) => {
    // /blog: the first post card starts within the first screen.
    await page.goto("/blog");
    expect(await pageTop(page.locator(".blog-card").first())).toBeLessThan(PHONE.height);

    // /contact: the form starts within it, before the contact details.
    await page.goto("/contact");
    const form = page.getByRole("heading", { name: "Send us a message" });
    expect(await pageTop(form)).toBeLessThan(PHONE.height / 2);
    expect(await pageTop(form)).toBeLessThan(await pageTop(page.getByRole("heading", { name: "Call us" })));

    // /career: the first opening starts within it.
    await page.goto("/career");
    expect(await pageTop(page.getByRole("heading", { name: "Frontend Developer" }))).toBeLessThan(PHONE.height);

    // A service page whose long name wraps in the breadcrumb.
    await page.goto("/services/scalable-digital-solutions-startups-enterprises");
    const crumbs = await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => ({
          top: item.getBoundingClientRect().top,
          opens: getComputedStyle(item, "::before").content,
          closes: getComputedStyle(item, "::after").content,
        })),
      );
    expect(crumbs).toHaveLength(2);
    // The long service name does go to a second line here...
    expect(crumbs[1].top).toBeGreaterThan(crumbs[0].top);
    // ...and the separator belongs to the crumb before it, so no line starts with it.
    expect(crumbs[0].closes).toBe('"/"');
    expect(crumbs.map((crumb) => crumb.opens)).toEqual(["none", "none"]);
    expect(crumbs[1].closes).toBe("none");
  });
});

const workingWithUs = (page: Page) => page.getByRole("region", { name: "Working with us" });

/** Eyebrow styles (size and colour) of the sections on the light background of the page shown. */
const eyebrowStyles = (page: Page) =>
  page
    .locator(".section:not(.section--night) .eyebrow")
    .evaluateAll((items) => items.map((item) => `${getComputedStyle(item).fontSize} ${getComputedStyle(item).color}`));

/** 'Working with us' links to /detail and /feature, and 'How We Work' leads there (leaves the page). */
async function expectWorkingWithUsLinks(page: Page, path: string) {
  await expect(workingWithUs(page).getByRole("link", { name: "How We Work" }), `${path} links to /detail`).toHaveAttribute("href", "/detail");
  await expect(workingWithUs(page).getByRole("link", { name: "Features" }), `${path} links to /feature`).toHaveAttribute("href", "/feature");
  await workingWithUs(page).getByRole("link", { name: "How We Work" }).click();
  await expect(page).toHaveURL("/detail");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We Work");
}

test.describe("at 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("Home's 'More About Us' clear of the highlights; /contact with no empty band under the map; a post's sidebar beside its comments; one eyebrow style; /service and /about link to /detail and /feature", async ({ page }) => {
    const styles = new Set<string>();

    // Home: 'More About Us' sits clear of the highlights; its eyebrows.
    await page.goto("/");
    const highlights = await box(page.locator(".highlight-list"));
    const button = await box(page.getByRole("link", { name: "More About Us" }));
    expect(button.y - (highlights.y + highlights.height)).toBeGreaterThanOrEqual(16);
    for (const style of await eyebrowStyles(page)) styles.add(style);

    // /contact: no empty band under the map beside the form.
    await page.goto("/contact");
    const form = await box(page.locator(".form-card"));
    const map = await box(page.locator(".map-frame"));
    expect(Math.abs(form.y + form.height - (map.y + map.height))).toBeLessThan(24);

    // A post: the sidebar is still beside the article at its comments.
    await page.goto("/blog/modernising-legacy-systems");
    await page.getByRole("heading", { name: "Comments", exact: true }).scrollIntoViewIfNeeded();
    const sidebar = await box(page.getByRole("complementary", { name: "More from the blog" }));
    expect(sidebar.y).toBeLessThan(DESKTOP.height);
    expect(sidebar.y + sidebar.height).toBeGreaterThan(0);

    // /service: its eyebrows share Home's one style; then its 'Working with us' links (leaves).
    await page.goto("/service");
    for (const style of await eyebrowStyles(page)) styles.add(style);
    expect([...styles]).toHaveLength(1);
    await expectWorkingWithUsLinks(page, "/service");

    // /about: the same links (leaves).
    await page.goto("/about");
    await expectWorkingWithUsLinks(page, "/about");
  });
});

test.describe("back to top at 390 px", () => {
  test.use({ viewport: PHONE });

  test("with JavaScript it shows only while scrolling back up", { tag: "@js-on-only" }, async ({ page }) => {
    // Only with JavaScript: needs scripts.
    await page.goto("/about");
    const link = page.getByRole("link", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(link).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(link).toBeVisible();
    expect((await box(link)).width).toBeLessThanOrEqual(40);
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(link).toBeHidden();
  });

  test("without JavaScript it is a plain link closing the footer", { tag: "@js-off-only" }, async ({ page }) => {
    // Only without JavaScript: the page without scripts.
    await page.goto("/about");
    const link = page.getByRole("link", { name: "Back to top" });
    await expect(link).toHaveCSS("position", "static");
    const footerText = await box(page.locator(".footer-bottom"));
    expect((await box(link)).y).toBeGreaterThanOrEqual(footerText.y + footerText.height);
    await link.click();
    await expect(page).toHaveURL(/#top$/);
  });
});
