import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, test } from "./forms-helpers";
import { press } from "./posts-console";

// Signed in once per worker as its owner (fixtures.ts).
test.use({ consoleAs: "owner" });

const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const unique = (javaScriptEnabled: boolean) => `${javaScriptEnabled ? "on" : "off"}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test("a post edited twice lists both revisions with their diff, restores the first, shows it live and in the two-width preview; the team photo is AVIF", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const slug = `revisions-${unique(javaScriptEnabled)}`;
  const created = await request.post("/api/staff/posts", { headers: ADMIN, data: { title: `Revisions ${slug}`, slug, markdown: "Version one of the text." } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/api/staff/posts/${id}/publish`, { headers: ADMIN, data: {} })).status()).toBe(200);

  // Two edits in the editor (a published post is never autosaved: each Save is one revision).
  await page.goto(`/console/posts/${id}`);
  for (const version of ["two", "three"]) {
    await page.getByLabel("Text (Markdown)").fill(`Version ${version} of the text.`);
    await press(page, "Save changes", javaScriptEnabled);
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(page.getByLabel("Text (Markdown)")).toHaveValue(`Version ${version} of the text.`);
  }
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByRole("link", { name: /^#\d+ Saved$/ })).toHaveCount(2);
  // The newest is shown against the one before: only the body's line changed.
  const changed = revisions.getByRole("list", { name: "Changed lines" });
  await expect(changed.getByRole("listitem")).toHaveText(["Removed: − markdown: Version two of the text.", "Added: + markdown: Version three of the text."]);
  if (javaScriptEnabled) {
    await page.setViewportSize({ width: 390, height: 844 });
    await revisions.screenshot({ path: "/tmp/cms-b-revisions-390.png" });
  }

  // The first revision (the post as created) is restored: the live post shows its text again.
  const first = revisions.getByRole("link", { name: /^#\d+ Created$/ });
  const firstId = (await first.textContent())!.match(/#(\d+)/)![1];
  await first.click();
  await expect(revisions.getByRole("heading", { name: `Revision #${firstId} (the first)` })).toBeVisible();
  await press(page, `Restore revision #${firstId}`, javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Revision restored" })).toBeVisible();
  await expect(revisions.getByRole("link", { name: new RegExp(`^#\\d+ Restored revision #${firstId}$`) })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.locator(".post-body")).toContainText("Version one of the text.");

  // The preview at 390 and 1440 px: two frames of the page with ?preview=draft, framed by the site only.
  await page.goto(`/console/preview?path=${encodeURIComponent(`/blog/${slug}`)}`);
  const frames = page.locator("iframe");
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0)).toHaveAttribute("width", "390");
  await expect(frames.nth(1)).toHaveAttribute("width", "1440");
  await expect(page.frameLocator("iframe >> nth=0").locator(".post-body")).toContainText("Version one of the text.");
  const framed = await page.request.get(`/blog/${slug}?preview=draft`);
  expect(framed.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(framed.headers()["cache-control"]).toBe("private, no-store");
  expect(framed.headers()["x-robots-tag"]).toContain("noindex");
  expect((await page.request.get(`/blog/${slug}`)).headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  if (javaScriptEnabled) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/cms-b-preview-390.png", fullPage: true });
  }

  // The team member's photo comes from the library: AVIF to a browser that accepts it.
  await page.goto("/team");
  const avif = page.locator("picture source[type='image/avif']").first();
  const srcset = await avif.getAttribute("srcset");
  const variant = await request.get(srcset!.split(",")[0].trim().split(" ")[0], { headers: { Accept: "image/avif,image/webp,*/*" } });
  expect(variant.headers()["content-type"]).toBe("image/avif");
});
