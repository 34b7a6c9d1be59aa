import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pageRoutes, serviceSlugs } from "./routes";

type Thing = Record<string, unknown> & { "@type": string };

const POST = "/blog/brand-building-from-zero";
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** Every JSON-LD block of the page as the server sent it, parsed. */
async function structuredData(page: Page): Promise<Thing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Thing);
}

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing["@type"] === type);

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe("search appearance", { tag: "@js-on-only" }, () => {
  // What a crawler reads is the server's HTML: once is enough, with JavaScript on.
  // Only with JavaScript: server output, the same with JavaScript off.

  for (const route of pageRoutes.filter((path) => path !== "/" && path !== "/home")) {
    test(`${route} gives its visible breadcrumb as a BreadcrumbList`, async ({ page, baseURL }) => {
      await page.goto(route);
      const [list] = ofType(await structuredData(page), "BreadcrumbList");
      const items = list.itemListElement as { position: number; name: string; item: string }[];
      const visible = await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("listitem")
        .allTextContents();
      expect(items.map((item) => item.name)).toEqual(visible);
      expect(items.map((item) => item.position)).toEqual([1, 2]);
      expect(items.at(-1)?.item).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
      expect(items[0].item.startsWith(baseURL!)).toBe(true);
    });
  }

  for (const route of ["/", "/contact"]) {
    test(`${route} describes the agency as a ProfessionalService with a PNG logo`, async ({ page, request }) => {
      await page.goto(route);
      const [business] = ofType(await structuredData(page), "ProfessionalService");
      expect(business).toMatchObject({
        name: "Vyom Digital",
        telephone: "+91 73140 05678",
        email: "hello@vyomdigital.in",
        address: { addressLocality: "Indore", postalCode: "452010", addressCountry: "IN" },
      });
      expect(business.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: "10:00:00+05:30", closes: "18:30:00+05:30" }),
      ]);
      expect((business.sameAs as string[]).length).toBeGreaterThan(0);
      expect(business.areaServed).toBeTruthy();
      const logo = await request.get((business.logo as { url: string }).url);
      expect(logo.headers()["content-type"]).toBe("image/png");
      const { width, height } = pngSize(await logo.body());
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
    });
  }

  for (const slug of serviceSlugs) {
    test(`/services/${slug} describes its Service`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const [service] = ofType(await structuredData(page), "Service");
      expect(service.name).toBe(await page.locator("h1").textContent());
      expect(service.provider).toMatchObject({ name: "Vyom Digital" });
    });
  }

  test("/blog lists its posts as a Blog and an ItemList, in the order shown", async ({ page }) => {
    await page.goto("/blog");
    const data = await structuredData(page);
    expect(ofType(data, "Blog")).toHaveLength(1);
    const [list] = ofType(data, "ItemList");
    const shown = await page
      .locator(".blog-grid a.stretched-link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    const listed = (list.itemListElement as { url: string }[]).map((item) => new URL(item.url).pathname);
    expect(shown.length).toBeGreaterThan(0);
    expect(listed).toEqual(shown);
  });

  test("a post is a BlogPosting with full date-times, an ImageObject logo and its own share image", async ({
    page,
    request,
  }) => {
    await page.goto(POST);
    const [posting] = ofType(await structuredData(page), "BlogPosting");
    expect(posting.datePublished).toMatch(ISO_WITH_OFFSET);
    expect(posting.dateModified).toMatch(ISO_WITH_OFFSET);
    expect(posting.publisher).toMatchObject({ "@type": "Organization", logo: { "@type": "ImageObject" } });

    const shareImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(shareImage).toContain("/og/blog/brand-building-from-zero.png?v=");
    expect((posting.image as { url: string }).url).toBe(shareImage);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /Brand Building/);

    const image = await request.get(shareImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    const etag = image.headers()["etag"];
    const revalidated = await request.get(shareImage!, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
  });

  test("/career gives each opening as a JobPosting", async ({ page }) => {
    await page.goto("/career");
    // The descriptions are HTML: inside the script element every < is written \u003c, so none can close it.
    const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(raw.join("")).not.toContain("<");
    const postings = ofType(await structuredData(page), "JobPosting");
    const titles = await page.locator(".opening h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(postings.map((posting) => posting.title)).toEqual(titles);
    for (const posting of postings) {
      expect(posting).toMatchObject({ employmentType: "FULL_TIME", hiringOrganization: { name: "Vyom Digital" } });
      // An opening lasts until staff close it, so it states when it was posted and no end date.
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(posting.validThrough).toBeUndefined();
      expect(posting.jobLocation).toMatchObject({ address: { addressLocality: "Indore" } });
    }
    expect(postings.some((posting) => posting.jobLocationType === "TELECOMMUTE")).toBe(true);
  });

  test("pages without their own image share the site image", async ({ page, request }) => {
    await page.goto("/about");
    const shareImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(shareImage).toMatch(/\/og\/site\.png\?v=\w+$/);
    const image = await request.get(shareImage!);
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });

  test("the RSS feed parses, names authors in dc:creator and gives each cover's type and size", async ({ page }) => {
    await page.goto("/");
    const feed = await page.evaluate(async () => {
      const xml = new DOMParser().parseFromString(await (await fetch("/blog/rss.xml")).text(), "application/xml");
      const dc = "http://purl.org/dc/elements/1.1/";
      return {
        parseError: xml.getElementsByTagName("parsererror").length > 0,
        items: [...xml.querySelectorAll("item")].map((item) => ({
          creator: item.getElementsByTagNameNS(dc, "creator")[0]?.textContent ?? null,
          author: item.querySelector("author")?.textContent ?? null,
          type: item.querySelector("enclosure")?.getAttribute("type"),
          length: Number(item.querySelector("enclosure")?.getAttribute("length")),
        })),
      };
    });
    expect(feed.parseError).toBe(false);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.creator).toMatch(/\w/);
      expect(item.author).toBeNull();
      expect(item.type).toMatch(/^image\//);
      expect(item.length).toBeGreaterThan(0);
    }
  });
});
