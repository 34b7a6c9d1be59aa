import { expect, test } from "./fixtures";
import { serviceSlugs } from "./routes";

test.describe("redirects and not-found", () => {
  for (const slug of serviceSlugs) {
    // Server-only (a request, no browser): the same in both projects, so it runs once.
    test(`/${slug} moves permanently to its service page`, { tag: "@js-off-only" }, async ({ request }) => {
      const response = await request.get(`/${slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/services/${slug}`);
    });
  }

  test("an unknown path redirects home", async ({ page, request }) => {
    const response = await request.get("/no-such-page/at-all", { maxRedirects: 0 });
    expect([302, 303, 307]).toContain(response.status());
    expect(response.headers().location).toBe("/");
    await page.goto("/no-such-page");
    await expect(page).toHaveURL("/");
  });

  test("an unknown service answers 404 with a way back to the services", async ({ page }) => {
    const response = await page.goto("/services/time-travel");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await expect(page.getByRole("link", { name: "See All Services" })).toHaveAttribute("href", "/service");
  });

  test("sitemap.xml is valid XML listing pages and services, and robots.txt points to it", async ({ page, request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/robots.txt");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        locs: Array.from(doc.getElementsByTagName("loc")).map((node) => node.textContent),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.locs).toContain(`${baseURL}/`);
    expect(parsed.locs).toContain(`${baseURL}/services/social-pr`);
    expect(parsed.locs).toContain(`${baseURL}/privacy-policy`);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test("fingerprinted assets are cached for a year, and a missing one is a plain 404", { tag: "@js-off-only" }, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  const missing = await request.get("/assets/no-such-file-1234.js", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
});

test("pages carry the security headers", { tag: "@js-off-only" }, async ({ request }) => {
  const headers = (await request.get("/about")).headers();
  // A fresh render allows its inline scripts by nonce; a page from the page cache, by hash.
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-[\w+/=]+'/);
  expect(headers["content-security-policy"]).not.toMatch(/'unsafe-inline'[^;]*;style-src/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // Plain http here: HSTS is sent over https only (tests/unit/server/strict-transport.test.ts).
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
