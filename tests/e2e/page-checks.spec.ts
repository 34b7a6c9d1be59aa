import type { Page } from "@playwright/test";
import { expectNoViolations, prepare } from "./axe";
import { expect, test } from "./fixtures";
import { pageRoutes } from "./routes";

/**
 * Each route is loaded once per width and project, and every page-level check runs on that one
 * load: status, a single visible h1, the Home banner only on Home, axe, no sideways overflow on
 * a small phone, and a clean console (the `page` fixture's guard). What the server sends
 * (titles, meta tags, JSON-LD) is read over HTTP in server-output.spec.ts.
 */

/** Pages whose template axe already checks on another route: aliases, and services pages like the first. */
const SAME_TEMPLATE = new Set([
  "/home",
  "/contact-us",
  "/get-a-quote",
  "/services/full-suite-branding-brand-building",
  "/services/social-media-google-ads-seo",
  "/services/ecommerce-marketing-amazon-flipkart",
  "/services/scalable-digital-solutions-startups-enterprises",
]);
const WITH_BANNER = new Set(["/", "/home"]);
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 780 };

async function expectHeadingAndBanner(page: Page, route: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  const banner = page.getByRole("region", { name: "Highlights" });
  await expect(banner, `the Home banner on ${route}`).toHaveCount(WITH_BANNER.has(route) ? 1 : 0);
}

/**
 * Narrows the window to a small phone and measures; a resize lays the page out again without a
 * reload. With scripts, two frames pass first so the page's own resize handlers have run.
 */
async function expectNoOverflowOnSmallPhone(page: Page, route: string, scripts: boolean) {
  await page.setViewportSize(SMALL_PHONE);
  const overflow = await page.evaluate(async (afterFrames) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    if (afterFrames) await frame().then(frame);
    return document.documentElement.scrollWidth - window.innerWidth;
  }, scripts);
  expect(overflow, `${route} is wider than the screen`).toBeLessThanOrEqual(0);
}

test.describe("every route with JavaScript", { tag: "@js-on-only" }, () => {
  // A whole-page axe analysis takes several seconds on a busy machine; each test runs two.
  test.describe.configure({ timeout: 120_000 });

  for (const route of pageRoutes) {
    const axe = SAME_TEMPLATE.has(route) ? "" : ", no axe violations";

    /**
     * One test, two loads: the page is loaded at desktop width, then loaded again (a reload, so a
     * fresh document laid out and hydrated at that size) at phone width. Each width is still its
     * own load; the two only share the browser context, which costs a test to set up.
     */
    test(`${route} at desktop and phone width: one h1, the banner only on Home${axe}; no overflow at 360 px`, async ({ page }) => {
      await prepare(page, null);
      expect((await page.goto(route))?.status()).toBe(200);
      await expectHeadingAndBanner(page, route);
      if (!SAME_TEMPLATE.has(route)) await expectNoViolations(page);

      await page.setViewportSize(PHONE);
      expect((await page.reload())?.status()).toBe(200);
      await expectHeadingAndBanner(page, route);
      if (!SAME_TEMPLATE.has(route)) await expectNoViolations(page);
      // Overflow is measured with motion as a visitor has it: carousels moving, not at rest as axe wants them.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await expectNoOverflowOnSmallPhone(page, route, true);
    });
  }
});

/** Routes in four groups of about six, one test each, so that the two workers share them. */
const GROUPS = 4;
const routeGroups = Array.from({ length: GROUPS }, (_, group) => pageRoutes.filter((_, index) => index % GROUPS === group));

test.describe("every route without JavaScript", { tag: "@js-off-only" }, () => {
  for (const routes of routeGroups) {
    // One page loads each route of the group in turn: a document without scripts keeps nothing of the one before.
    test(`${routes.join(", ")}: one h1, the banner only on Home, no overflow at 360 px`, async ({ page }) => {
      const desktop = page.viewportSize();
      for (const route of routes) {
        await page.setViewportSize(desktop!);
        expect((await page.goto(route))?.status(), route).toBe(200);
        await expectHeadingAndBanner(page, route);
        await expectNoOverflowOnSmallPhone(page, route, false);
      }
    });
  }
});
