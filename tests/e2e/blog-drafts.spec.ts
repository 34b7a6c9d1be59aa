import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";

const DRAFT = { slug: "measuring-marketing-roi-across-channels", title: "Measuring Marketing ROI Across Channels" };
const staff = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test.describe("a draft, as a visitor sees it", () => {
  test("is absent from /blog and its URL answers 404", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator(".blog-card").first()).toBeVisible();
    await expect(page.locator(".blog-card-draft")).toHaveCount(0);
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);
    await page.goto(`/blog?q=${encodeURIComponent("Measuring Marketing ROI")}`);
    await expect(page.locator(".blog-card")).toHaveCount(0);

    const response = await page.goto(`/blog/${DRAFT.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
  });

  test("is in neither the sitemap, the RSS feed, the site search nor a share image", { tag: "@js-off-only" }, async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/brand-building-from-zero");
    expect(sitemap).not.toContain(DRAFT.slug);
    const rss = await (await request.get("/blog/rss.xml")).text();
    expect(rss).toContain("<item>");
    expect(rss).not.toContain(DRAFT.slug);
    const search = await (await request.get(`/search.json?q=${encodeURIComponent("Measuring Marketing ROI")}`)).text();
    expect(search).not.toContain(DRAFT.slug);
    expect((await request.get(`/og/blog/${DRAFT.slug}.png`)).status()).toBe(404);
  });
});

test.describe("a renamed post", () => {
  test("its old URL lands on the new one", async ({ page, request }, testInfo) => {
    const run = `${Date.now()}-${testInfo.project.name}`;
    const created = await request.post("/api/staff/posts", {
      headers: staff,
      data: { title: `Renamed note ${run}`, slug: `old-name-${run}`, markdown: "A note that changed its name." },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.post(`/api/staff/posts/${id}/publish`, { headers: staff, data: {} })).status()).toBe(200);
    const renamed = await request.put(`/api/staff/posts/${id}`, { headers: staff, data: { slug: `new-name-${run}` } });
    expect(renamed.status()).toBe(200);

    const moved = await request.get(`/blog/old-name-${run}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/blog/new-name-${run}`);

    const response = await page.goto(`/blog/old-name-${run}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/blog/new-name-${run}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Renamed note ${run}`);
  });
});
