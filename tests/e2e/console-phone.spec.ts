import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, test } from "./fixtures";

const PHONE = { width: 360, height: 780 };

test.use({ viewport: PHONE });

// An owner (every section), signed in once per worker through the console's form post (fixtures.ts).
test.use({ consoleAs: "owner" });

/** Every console page an owner can open, with one of each kind of item the lists link to. */
async function consolePages(page: Page): Promise<string[]> {
  const pages = [
    "/console",
    "/console?from=2026-11-30&to=2026-11-01",
    "/console/posts",
    "/console/comments",
    "/console/comments/block-list",
    "/console/staff",
    "/console/openings",
    "/console/openings/new",
    "/console/work",
    "/console/work/new",
    "/console/account",
  ];
  for (const [list, pattern] of [
    ["/console", /^\/console\/leads\/(enquiry|application)\/\d+/],
    ["/console/posts", /^\/console\/posts\/[^/?]+$/],
    ["/console/openings", /^\/console\/openings\/\d+$/],
    ["/console/work", /^\/console\/work\/\d+$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const item = hrefs.find((href) => pattern.test(href));
    if (item) pages.push(item);
  }
  return pages;
}

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

test("every console page fits a 360 px phone: no sideways scrolling, every section in reach, axe clean", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  for (const path of await consolePages(page)) {
    await page.goto(path);
    const { scrollWidth, innerWidth } = await overflow(page);
    expect(scrollWidth, `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
    // Every section of the navigation is on the screen, not hidden in a row that scrolls.
    const nav = page.getByRole("navigation", { name: "Console" });
    for (const name of ["Inbox", "Posts", "Comments", "Staff", "Openings", "Work", "Account"]) {
      await expect(nav.getByRole("link", { name, exact: false }).first(), `${path}: ${name}`).toBeInViewport({ ratio: 1 });
    }
    if (javaScriptEnabled) {
      const { violations } = await axe(page).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
    }
  }
});

test("the inbox on a phone: filters folded until one is in use, leads as cards", async ({ page }) => {
  await page.goto("/console");
  const fold = page.locator("details.console-filters-fold");
  await expect(fold).not.toHaveAttribute("open");
  await expect(page.getByLabel("Search")).toBeHidden();
  // A lead is a compact card: name, email and one line of kind, topic and time, not a row a field.
  const card = page.locator(".lead-table tbody tr").first();
  await expect(card.locator(".lead-table-meta")).toBeVisible();
  await expect(card.locator("td[data-label=Kind]")).toBeHidden();
  expect((await card.boundingBox())!.height).toBeLessThan(140);
  await page.goto("/console?status=new");
  await expect(fold).toHaveAttribute("open");
  await expect(page.getByLabel("Search")).toBeVisible();
  // The range that ends before it starts: a message next to the field, the dates kept, never an error page.
  const answer = await page.goto("/console?from=2026-11-30&to=2026-11-01");
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("To must be on or after From");
  await expect(page.getByLabel("From")).toHaveValue("2026-11-30");
  await expect(page.getByLabel("To")).toHaveValue("2026-11-01");
});
