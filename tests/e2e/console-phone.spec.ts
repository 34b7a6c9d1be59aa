import type { APIRequestContext, Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { freshAddress, postEnquiry } from "./post-enquiry";
import { editorsLinkedFrom } from "./site-editors";

const PHONE = { width: 360, height: 780 };

test.use({ viewport: PHONE });

// An owner (every section), signed in once per worker through the console's form post (fixtures.ts).
test.use({ consoleAs: "owner" });

/**
 * A list page, and which of the items it links to is opened next (each kind of item page once);
 * on the Site content page, one editor of each kind, as each kind has a form of its own.
 */
type Stop = { path: string; item?: RegExp; editorOfEachKind?: true };

/**
 * Every console page an owner can open (app/routes/console*.tsx), lists before the items they
 * link to, in three sweeps of about a dozen pages each, so that the two workers share them.
 */
const SWEEPS: { name: string; stops: Stop[]; signedOut?: true }[] = [
  {
    name: "leads, privacy, posts, comments and staff",
    stops: [
      { path: "/console?kind=enquiry", item: /^\/console\/leads\/enquiry\/\d+/ },
      { path: "/console?kind=application", item: /^\/console\/leads\/application\/\d+/ },
      { path: "/console?from=2026-11-30&to=2026-11-01" },
      { path: "/console/privacy?q=phone.check@example.com" },
      { path: "/console/posts", item: /^\/console\/posts\/[^/?]+$/ },
      { path: "/console/comments" },
      { path: "/console/comments/block-list" },
      { path: "/console/staff" },
    ],
  },
  {
    name: "openings, work, site content, media and the audit log",
    stops: [
      { path: "/console/openings", item: /^\/console\/openings\/\d+$/ },
      { path: "/console/openings/new" },
      { path: "/console/work", item: /^\/console\/work\/\d+$/ },
      { path: "/console/work/new" },
      { path: "/console/site", editorOfEachKind: true },
      { path: "/console/media", item: /^\/console\/media\/[^/?]+$/ },
      { path: "/console/audit" },
    ],
  },
  {
    name: "insights, settings, hiring, preview, backups, account, and the pages of someone signed out",
    stops: [
      { path: "/console/insights" },
      { path: "/console/settings/replies" },
      { path: "/console/settings/webhooks" },
      { path: "/console/settings/leads" },
      { path: "/console/hiring" },
      { path: "/console/preview?path=/contact" },
      { path: "/console/backups" },
      { path: "/console/account" },
    ],
    signedOut: true,
  },
];

/** The pages of someone not signed in (links from mails carry a token; a bad one gets its message). */
const SIGNED_OUT = ["/console/sign-in", "/console/forgot-password", "/console/reset-password?token=not-a-real-token", "/console/welcome?token=not-a-real-token"];

/** One enquiry and one application, so that both kinds of lead page are there to open (the seed has the rest). */
async function itemsOfEachKind(request: APIRequestContext) {
  await postEnquiry(request, { full_name: "Phone Check", email: "phone.check@example.com", message: "A long message ".repeat(20) });
  const application = await request.post("/api/applications", {
    headers: { "X-Forwarded-For": freshAddress() },
    multipart: {
      full_name: "Phone Applicant",
      email: "phone.applicant@example.com",
      phone: "+919876543210",
      position: "Frontend Developer",
      cover: "Cover letter",
      resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") },
    },
  });
  expect(application.status()).toBe(201);
}

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

async function fits(page: Page, path: string, javaScriptEnabled: boolean) {
  const { scrollWidth, innerWidth } = await overflow(page);
  expect(scrollWidth, `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
  if (javaScriptEnabled) {
    // The preview frames the site's own pages twice (checked on their own in a11y.spec): axe reads the console's page around them.
    const { violations } = await (path.startsWith("/console/preview") ? axe(page).exclude("iframe") : axe(page)).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
  }
}

for (const sweep of SWEEPS) {
  test(`every console page fits a 360 px phone (${sweep.name}): no sideways scrolling, every section in reach, axe clean`, async ({ page, request, javaScriptEnabled }) => {
    test.setTimeout(180_000);
    // The lead pages and the privacy search find these (sent again by each sweep: they may run in any order).
    await itemsOfEachKind(request);
    const queue = [...sweep.stops];
    for (let stop = queue.shift(); stop; stop = queue.shift()) {
      const answer = await page.goto(stop.path);
      expect(answer?.status(), stop.path).toBeLessThan(stop.path.includes("from=") ? 401 : 400);
      await fits(page, stop.path, javaScriptEnabled);
      // Every section of the navigation is on the screen, not hidden in a row that scrolls.
      const nav = page.getByRole("navigation", { name: "Console" });
      for (const name of ["Inbox", "Posts", "Comments", "Staff", "Openings", "Work", "Account"]) {
        await expect(nav.getByRole("link", { name, exact: false }).first(), `${stop.path}: ${name}`).toBeInViewport({ ratio: 1 });
      }
      if (stop.editorOfEachKind) queue.unshift(...(await editorsLinkedFrom(page)).map((path) => ({ path })));
      if (stop.item) {
        const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        const item = hrefs.find((href) => stop.item!.test(href));
        expect(item, `${stop.path} links to an item`).toBeTruthy();
        queue.unshift({ path: item! });
      }
    }
    if (!sweep.signedOut) return;
    await page.context().clearCookies();
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await fits(page, path, javaScriptEnabled);
    }
  });
}

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
