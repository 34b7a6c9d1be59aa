import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";

// What a CDN in front of the site sees; no browser needed, so one project runs these.
// Runs once, in the js-on project (each test is tagged @js-on-only).

const POST = "/blog/cloud-architecture-for-startups";

async function headersOf(request: import("@playwright/test").APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(url, { headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 });
  const setCookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  return { status: response.status(), headers: response.headers(), setCookies };
}

test("anonymous pages set no cookie and may be kept by shared caches", { tag: "@js-on-only" }, async ({ request }) => {
  for (const url of ["/", "/about", "/blog", "/contact", "/services/social-pr", POST]) {
    const { status, headers, setCookies } = await headersOf(request, url);
    expect(status, url).toBe(200);
    expect(setCookies, url).toEqual([]);
    expect(headers["cache-control"], url).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(headers["cdn-cache-control"], url).toMatch(/stale-while-revalidate/);
  }
});

test("the post page varies with the visitor's cookies and is private once they have some", { tag: "@js-on-only" }, async ({ request }) => {
  const anonymous = await headersOf(request, POST);
  expect(anonymous.headers.vary).toMatch(/Cookie/);

  const posts = (await (await request.get("/api/blogs")).json()) as Array<{ id: number; slug: string }>;
  const blogId = posts.find((post) => POST.endsWith(post.slug))!.id;
  const liked = await request.post(POST, {
    form: { intent: "like", blogId: String(blogId) },
    headers: { Origin: new URL(POST, test.info().project.use.baseURL).origin },
    maxRedirects: 0,
  });
  expect(liked.headers()["cache-control"]).toBe("no-store");
  const visitor = liked
    .headersArray()
    .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("visitor_id="));
  expect(visitor).toBeTruthy();

  const returning = await headersOf(request, POST, visitor!.value.split(";")[0]);
  expect(returning.headers["cache-control"]).toBe("private, no-cache");
});

test("a landing URL with a campaign keeps it in a cookie, privately", { tag: "@js-on-only" }, async ({ request }) => {
  const { headers, setCookies } = await headersOf(request, "/quote?utm_source=cache-check");
  expect(setCookies.map((header) => header.value).join("\n")).toMatch(/^__session=.*SameSite=Lax/m);
  expect(headers["cache-control"]).toBe("private, no-cache");
});

test("client-side navigation data, and Home's lower sections' data, follow the same rules", { tag: "@js-on-only" }, async ({ request }) => {
  for (const url of ["/about.data", "/home-parts"]) {
    const { headers } = await headersOf(request, url);
    expect(headers["cache-control"], url).toMatch(/^public, max-age=0, s-maxage=\d+/);
  }
  // Home's lower sections ask with the page's preview only: any query is private and never kept.
  const { headers } = await headersOf(request, "/home-parts?utm_source=cache-check");
  expect(headers["cache-control"]).toBe("private, no-store");
  // Kept by the server like a page: sent precompressed, and a second visitor's browser revalidates it.
  await expect(async () => {
    const first = await request.get("/home-parts", { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers()["content-encoding"]).toBe("gzip");
    expect(((await first.json()) as { latestPosts: unknown[] }).latestPosts.length).toBeGreaterThan(0);
    const again = await request.get("/home-parts", { headers: { "If-None-Match": first.headers().etag } });
    expect(again.status()).toBe(304);
  }).toPass({ timeout: 10_000 });
});

test("a missing post is kept only briefly", { tag: "@js-on-only" }, async ({ request }) => {
  const { status, headers } = await headersOf(request, "/blog/no-such-post-anywhere");
  expect(status).toBe(404);
  expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
});

test("a page is sent precompressed with an ETag, and a browser revalidating gets 304", { tag: "@js-on-only" }, async ({ request }) => {
  // A like, comment or publish in a spec running beside this one forgets the cached /about (as
  // does the end of its minute), and the page rendered anew has a new ETag: the pair of requests
  // is tried again until nothing came between them.
  await expect(async () => {
    // Rendered and cached by the first request, sent from the cache to the second, which asks as
    // Chromium does: brotli is listed after gzip, and is taken for being smaller.
    await request.get("/about");
    const first = await request.get("/about", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(first.headers()["content-encoding"]).toBe("br");
    const etag = first.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toContain("</html>");
    const again = await request.get("/about", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  }).toPass({ timeout: 10_000 });
});

test("a post published after a page was cached shows on the next view", { tag: "@js-on-only" }, async ({ request }) => {
  const before = await (await request.get("/blog")).text();
  const title = `Cache check ${Date.now()}`;
  expect(before).not.toContain(title);
  const published = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { title, content: "<p>Out now.</p>", tags: ["News"], is_published: true },
  });
  expect(published.status()).toBe(201);
  await expect.poll(async () => (await request.get("/blog")).text(), { timeout: 3_000 }).toContain(title);
});

test("scripts, styles and pictures are sent as the build compressed them", { tag: "@js-on-only" }, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    const response = await request.get(script, { headers: { "Accept-Encoding": "br, gzip" } });
    // Files under 1 KB gain nothing from compression and are sent as they are.
    const compressed = (await response.body()).byteLength >= 1024;
    expect(response.headers()["content-encoding"], script).toBe(compressed ? "br" : undefined);
    expect(response.headers()["cache-control"], script).toContain("immutable");
    // A file needs none of the page's policies; they would only add weight to every request.
    expect(response.headers()["content-security-policy"], script).toBeUndefined();
    expect(response.headers()["x-content-type-options"], script).toBe("nosniff");
  }
  const picture = await request.get("/images/illustrations/hero-1.svg", { headers: { "Accept-Encoding": "gzip" } });
  expect(picture.headers()["content-encoding"]).toBe("gzip");
  expect(picture.headers()["content-type"]).toContain("image/svg+xml");
  expect(await picture.text()).toContain("<svg");
});

test("pages link one stylesheet, fingerprinted and kept for a year, with fonts that swap in", { tag: "@js-on-only" }, async ({ request }) => {
  for (const url of ["/", "/contact", "/blog"]) {
    const html = await (await request.get(url)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g)].map((match) => match[1]);
    // One file, the font's faces included: one request holds the first paint back, not two.
    expect(sheets, url).toHaveLength(1);
    const css: string[] = [];
    for (const sheet of sheets) {
      const response = await request.get(sheet, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers()["cache-control"], sheet).toContain("immutable");
      css.push(await response.text());
    }
    expect(css.join("\n"), url).toMatch(/@font-face[^}]*font-display:\s*swap/);
  }
});

test("a page in the site's own characters downloads one font file, the one it preloads", { tag: "@js-on-only" }, async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
  expect(preloaded).toMatch(/^\/assets\/plus-jakarta-sans-core-[\w-]+\.woff2$/);
  expect(fonts).toEqual([preloaded]);
});
