import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expectNoViolations, prepare, settle } from "./axe";
import { expect, test } from "./fixtures";
import { postEnquiry } from "./post-enquiry";
import { oneEditorPerKind } from "./site-editors";

const VIEWPORTS = [
  { name: "desktop", size: null },
  { name: "mobile", size: { width: 390, height: 844 } },
] as const;

async function publishedPostSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/blogs");
  expect(response.ok()).toBe(true);
  const posts = (await response.json()) as { slug: string; is_published: boolean }[];
  const post = posts.find((candidate) => candidate.is_published);
  expect(post, "a published post").toBeDefined();
  return post!.slug;
}

test.describe("accessibility (axe)", { tag: "@js-on-only" }, () => {
  // Only with JavaScript: axe runs as a script inside the page.
  // A whole-page analysis takes several seconds on a busy machine; some tests run two or three.
  test.describe.configure({ timeout: 120_000 });

  for (const { name, size } of VIEWPORTS) {
    test.describe(`at ${name} width`, () => {
      test("a published blog post has no violations", async ({ page, request }) => {
        const slug = await publishedPostSlug(request);
        await prepare(page, size);
        const response = await page.goto(`/blog/${slug}`);
        expect(response?.status()).toBe(200);
        await expectNoViolations(page);
      });

      for (const [route, heading] of [
        ["/services/does-not-exist", "Service not found"],
        ["/blog/does-not-exist", "Post not found"],
      ] as const) {
        test(`the not-found view of ${route} has no violations`, async ({ page }) => {
          await prepare(page, size);
          const response = await page.goto(route);
          expect(response?.status()).toBe(404);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          await expectNoViolations(page);
        });
      }
    });
  }

  test.describe("interactive states", () => {
    test.describe.configure({ timeout: 240_000 });

    test("the open mobile menu has no violations", async ({ page }) => {
      await prepare(page, { width: 390, height: 844 });
      await page.goto("/");
      await settle(page);
      await page.locator(".mobile-menu summary").click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoViolations(page);
    });

    for (const { name, size } of VIEWPORTS) {
      test(`the open search modal with results has no violations at ${name} width`, async ({ page }) => {
        await prepare(page, size);
        await page.goto("/");
        await settle(page);
        await page.getByRole("link", { name: "Search the site" }).click();
        const dialog = page.getByRole("dialog", { name: "Search the site" });
        await expect(dialog).toBeVisible();
        await expectNoViolations(page);
        await dialog.getByLabel("Search pages and articles").fill("branding");
        await expect(dialog.getByRole("link", { name: /Branding/ }).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("the quote form showing its errors has no violations", async ({ page }) => {
      await prepare(page, null);
      await page.goto("/quote");
      await settle(page);
      const form = page.locator("#enquiry form");
      // The button waits for consent; every other field stays empty.
      await form.getByLabel(/I agree to the privacy policy/).check();
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test("the contact form showing its errors has no violations", async ({ page }) => {
      await prepare(page, null);
      await page.goto("/contact");
      await settle(page);
      const form = page.locator("#send-message form");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test("the comment form's errors, its popup and the delete confirmation have no violations", async ({
      page,
      request,
    }) => {
      const slug = await publishedPostSlug(request);
      await prepare(page, null);
      await page.clock.install();
      await page.goto(`/blog/${slug}`);
      await settle(page);
      const form = page.locator("#comment-form");
      await form.getByRole("button", { name: "Post Comment" }).click();
      await expect(form.getByText("Comment is required", { exact: true })).toBeVisible();
      await expectNoViolations(page);

      const text = `Checking the page with a screen reader ${Date.now()}`;
      await form.getByRole("textbox", { name: "Name" }).fill("Ravi");
      await form.getByRole("textbox", { name: "Comment" }).fill(text);
      await form.getByRole("button", { name: "Post Comment" }).click();
      const comment = page.locator(".comment", { hasText: text });
      await expect(comment).toBeVisible();

      await comment.getByRole("link", { name: /Delete/ }).click();
      const dialog = page.getByRole("dialog", { name: "Are you sure?" });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page);

      // The page's clock stops here, so the popup that follows stays up while axe looks at it.
      await page.clock.pauseAt(Date.now() + 5_000);
      await dialog.getByRole("button", { name: "Yes, delete it!" }).click();
      await expect(page.getByText("Your comment has been deleted.")).toBeVisible();
      await expect(comment).toHaveCount(0);
      await expectNoViolations(page, { clockPaused: true });
      await expect(page.getByText("Your comment has been deleted.")).toBeVisible();
    });
  });
  test.describe("the staff console", () => {
    test.describe.configure({ timeout: 240_000 });
    const password = "correct horse battery staple";

    /** An owner made through the staff API, and a lead for the lead page. */
    async function ownerAndLead(request: APIRequestContext, label: string) {
      const email = `axe.${label}.${Date.now().toString(36)}@agency.example`;
      const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
      const invited = await request.post("/api/staff/invitations", { headers: admin, data: { email, role: "owner" } });
      expect(invited.status()).toBe(201);
      const { token } = (await invited.json()) as { token: string };
      expect((await request.post("/api/staff/welcome", { data: { token, name: "Axe Owner", password } })).status()).toBe(201);
      const id = await postEnquiry(request, { full_name: "Asha Verma", email: "asha@example.com", service: "Web Development", message: "A new site, please." });
      const next = await request.post("/api/staff/invitations", { headers: admin, data: { email: `next.${email}`, role: "staff" } });
      return { email, leadId: id, welcomeToken: ((await next.json()) as { token: string }).token };
    }

    /**
     * At phone width console-phone.spec.ts runs axe on every console page it sweeps at 360 px
     * (the console's styles have no breakpoint between 360 and 390 px, so the two widths are the
     * same page): here the phone run keeps only the states that sweep never reaches.
     */
    const SWEPT_AT_360 = /^\/console\/(?:sign-in|forgot-password|reset-password\?token=x|leads\/enquiry\/\d+|account|staff)$/;

    for (const { name, size } of VIEWPORTS) {
      test(`every console page has no violations at ${name} width`, async ({ page, request }) => {
        const { email, leadId, welcomeToken } = await ownerAndLead(request, name);
        await prepare(page, size);
        const checkedHere = (route: string) => size === null || !SWEPT_AT_360.test(route);
        for (const route of ["/console/sign-in", "/console/forgot-password", `/console/welcome?token=${welcomeToken}`, "/console/reset-password?token=x"].filter(checkedHere)) {
          expect((await page.goto(route))?.status(), route).toBe(200);
          await expectNoViolations(page);
        }
        // The form's own errors (checked in the browser: a refused post would log its 400).
        await page.goto("/console/sign-in");
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoViolations(page);
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("Password").fill(password);
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
        for (const route of ["/console", "/console?status=spam&q=nobody", `/console/leads/enquiry/${leadId}`, "/console/account", "/console/staff"].filter(checkedHere)) {
          expect((await page.goto(route))?.status(), route).toBe(200);
          await expectNoViolations(page);
        }
        await page.goto("/console/account");
        await page.getByRole("button", { name: "Set up two-factor" }).click();
        await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
        await expectNoViolations(page);
        if (size !== null) return;
        // Each kind of site content has a form of its own: one editor of each at 1440 px (console-phone.spec.ts sweeps them at 360).
        await page.setViewportSize({ width: 1440, height: 900 });
        for (const route of await oneEditorPerKind(page)) {
          expect((await page.goto(route))?.status(), route).toBe(200);
          await expectNoViolations(page);
        }
      });
    }
  });
});
