import { expect, test } from "./fixtures";
import { all, attr, fetchHtml, hasClass, jsonLdBlocks, link, meta, ofType, structuredData, tagged, text, title } from "./html";
import { pageRoutes, serviceSlugs } from "./routes";

/**
 * What the server sends for each page, read over HTTP without a browser: status, title,
 * description, canonical URL, share image and structured data. It is the same for both
 * projects, so it runs once (tagged @js-on-only); the pages as a browser shows them are
 * checked in page-checks.spec.ts.
 */
const ONCE = { tag: "@js-on-only" };

// Aliases of one page share its title and canonical URL; every other page has its own.
const aliases: Record<string, string> = { "/home": "/", "/contact-us": "/contact", "/get-a-quote": "/contact" };

const POST = "/blog/brand-building-from-zero";
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe("every route, as the server sends it", ONCE, () => {
  for (const route of pageRoutes) {
    test(`${route} answers 200 with its own title, description, canonical URL, share image and breadcrumb`, async ({
      request,
      baseURL,
    }) => {
      const { status, doc } = await fetchHtml(request, route);
      expect(status).toBe(200);
      expect(title(doc).length).toBeGreaterThan(10);
      expect(meta(doc, "description")?.length ?? 0).toBeGreaterThan(50);
      expect(meta(doc, "keywords")).toMatch(/\w/);
      const canonical = `${baseURL}${aliases[route] ?? route}`;
      expect(link(doc, "canonical")).toBe(canonical);
      expect(meta(doc, "og:image")).toMatch(/^http.*\.png\?v=\w+$/);
      expect(meta(doc, "twitter:card")).toBe("summary_large_image");

      if (route === "/" || route === "/home") return;
      // The visible breadcrumb, given again as a BreadcrumbList.
      const [list] = ofType(structuredData(doc), "BreadcrumbList");
      const items = list.itemListElement as { position: number; name: string; item: string }[];
      const [nav] = all(doc, (element) => element.name === "nav" && attr(element, "aria-label") === "Breadcrumb");
      const visible = all(nav, tagged("li")).map(text);
      expect(items.map((item) => item.name)).toEqual(visible);
      expect(items.map((item) => item.position)).toEqual([1, 2]);
      expect(items.at(-1)?.item).toBe(canonical);
      expect(items[0].item.startsWith(baseURL!)).toBe(true);
    });
  }

  test("titles are unique across pages", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const route of pageRoutes.filter((r) => !aliases[r])) {
      const pageTitle = title((await fetchHtml(request, route)).doc);
      expect(seen.get(pageTitle), `${route} shares its title with ${seen.get(pageTitle)}`).toBeUndefined();
      seen.set(pageTitle, route);
    }
  });
});

test.describe("structured data", ONCE, () => {
  test("Home carries the agency's structured data (a ProfessionalService, a kind of Organization)", async ({ request }) => {
    const { doc } = await fetchHtml(request, "/");
    const data = JSON.parse(jsonLdBlocks(doc)[0] ?? "{}");
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.address.addressLocality).toBe("Indore");
    expect(data.foundingDate).toBe("2025-06");
  });

  for (const route of ["/", "/contact"]) {
    test(`${route} describes the agency as a ProfessionalService with a PNG logo`, async ({ request }) => {
      const [business] = ofType(structuredData((await fetchHtml(request, route)).doc), "ProfessionalService");
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
    test(`/services/${slug} describes its Service`, async ({ request }) => {
      const { doc } = await fetchHtml(request, `/services/${slug}`);
      const [service] = ofType(structuredData(doc), "Service");
      const [h1] = all(doc, tagged("h1"));
      expect(service.name).toBe(text(h1));
      expect(service.provider).toMatchObject({ name: "Vyom Digital" });
    });
  }

  test("/blog lists its posts as a Blog and an ItemList, in the order shown", async ({ request }) => {
    const { doc } = await fetchHtml(request, "/blog");
    const data = structuredData(doc);
    expect(ofType(data, "Blog")).toHaveLength(1);
    const [list] = ofType(data, "ItemList");
    const grids = all(doc, (element) => hasClass(element, "blog-grid"));
    const shown = grids
      .flatMap((grid) => all(grid, (element) => element.name === "a" && hasClass(element, "stretched-link")))
      .map((anchor) => new URL(attr(anchor, "href")!, "http://site").pathname);
    const listed = (list.itemListElement as { url: string }[]).map((item) => new URL(item.url).pathname);
    expect(shown.length).toBeGreaterThan(0);
    expect(listed).toEqual(shown);
  });

  test("a post is a BlogPosting with full date-times, an ImageObject logo and its own share image", async ({ request }) => {
    const { doc } = await fetchHtml(request, POST);
    const [posting] = ofType(structuredData(doc), "BlogPosting");
    expect(posting.datePublished).toMatch(ISO_WITH_OFFSET);
    expect(posting.dateModified).toMatch(ISO_WITH_OFFSET);
    expect(posting.publisher).toMatchObject({ "@type": "Organization", logo: { "@type": "ImageObject" } });

    const shareImage = meta(doc, "og:image");
    expect(shareImage).toContain("/og/blog/brand-building-from-zero.png?v=");
    expect((posting.image as { url: string }).url).toBe(shareImage);
    expect(meta(doc, "og:image:width")).toBe("1200");
    expect(meta(doc, "og:image:height")).toBe("630");
    expect(meta(doc, "og:image:alt")).toMatch(/Brand Building/);

    const image = await request.get(shareImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    const etag = image.headers()["etag"];
    const revalidated = await request.get(shareImage!, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
  });

  test("/career gives each opening as a JobPosting", async ({ request }) => {
    const { doc } = await fetchHtml(request, "/career");
    // The descriptions are HTML: inside the script element every < is written \u003c, so none can close it.
    expect(jsonLdBlocks(doc).join("")).not.toContain("<");
    const postings = ofType(structuredData(doc), "JobPosting");
    const titles = all(doc, (element) => hasClass(element, "opening")).flatMap((opening) => all(opening, tagged("h3")).map(text));
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

  test("pages without their own image share the site image", async ({ request }) => {
    const { doc } = await fetchHtml(request, "/about");
    const shareImage = meta(doc, "og:image");
    expect(shareImage).toMatch(/\/og\/site\.png\?v=\w+$/);
    const image = await request.get(shareImage!);
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
  });
});

test("the RSS feed parses, names authors in dc:creator and gives each cover's type and size", ONCE, async ({ page, request }) => {
  const rss = await (await request.get("/blog/rss.xml")).text();
  // The browser's own XML parser says whether the feed is well formed; the page stays blank.
  const feed = await page.evaluate((source) => {
    const xml = new DOMParser().parseFromString(source, "application/xml");
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
  }, rss);
  expect(feed.parseError).toBe(false);
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) {
    expect(item.creator).toMatch(/\w/);
    expect(item.author).toBeNull();
    expect(item.type).toMatch(/^image\//);
    expect(item.length).toBeGreaterThan(0);
  }
});
