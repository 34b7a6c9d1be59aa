import { describe, expect, it } from "vitest";
import { SEED_OPENINGS } from "../../contract/openings-seed";
import { company } from "~/content/company";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { blogJsonLd, postItemListJsonLd } from "~/lib/structured-data/blog";
import { blogPostingJsonLd } from "~/lib/structured-data/blog-posting";
import { breadcrumbListJsonLd, breadcrumbTrail } from "~/lib/structured-data/breadcrumb-list";
import { indiaDateTime } from "~/lib/structured-data/date-time";
import { jobPostingJsonLd } from "~/lib/structured-data/job-posting";
import { professionalServiceJsonLd } from "~/lib/structured-data/professional-service";
import { serviceJsonLd } from "~/lib/structured-data/service";

const SITE = "https://www.example.test";
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

const post = {
  id: "4",
  slug: "brand-building-from-zero",
  title: "Brand Building From Zero",
  excerpt: "A brand is not a logo.",
  cover: "/images/blog/brand-building-from-zero.svg",
  alt: "Blocks",
  author: "Priya Sharma",
  date: "2026-06-17",
  tags: ["Branding", "Startups"],
  likes_count: 0,
  comments_count: 0,
  is_published: true,
  publishedAt: "2026-06-17T11:00:00.000Z",
  updatedAt: "2026-06-18T04:00:00.000Z",
};

describe("structured data", () => {
  it("writes date-times in India Standard Time, with the offset", () => {
    expect(indiaDateTime("2026-06-17T11:00:00.000Z")).toBe("2026-06-17T16:30:00+05:30");
    expect(indiaDateTime("2026-06-17")).toBe("2026-06-17T00:00:00+05:30");
    expect(indiaDateTime("not a date")).toBe("");
  });

  it("describes the agency as a ProfessionalService with address, hours, logo and profiles", () => {
    const data = professionalServiceJsonLd(SITE);
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data).toMatchObject({ name: company.name, url: `${SITE}/`, telephone: company.phone, email: company.email });
    expect(data.logo).toEqual({ "@type": "ImageObject", url: `${SITE}/images/logo.png`, width: 512, height: 512 });
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "4th Floor, Apollo Square, Vijay Nagar",
      addressLocality: "Indore",
      addressRegion: "Madhya Pradesh",
      postalCode: "452010",
      addressCountry: "IN",
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "10:00:00+05:30",
        closes: "18:30:00+05:30",
      },
    ]);
    expect(data.sameAs).toEqual(Object.values(company.socials));
    expect(data.areaServed).toContainEqual({ "@type": "Country", name: "India" });
  });

  it("describes each service page as a Service provided by the agency", () => {
    for (const service of services) {
      const data = serviceJsonLd(service, serviceDetails[service.slug], SITE);
      expect(data).toMatchObject({ "@type": "Service", name: service.title, url: `${SITE}${service.link}` });
      expect(data.description.length).toBeGreaterThan(20);
      expect(data.provider).toMatchObject({ "@id": `${SITE}/#organization`, name: company.name });
    }
  });

  it("builds the BreadcrumbList from the visible breadcrumb", () => {
    const crumb = { title: "Brand Building", parentLabel: "Blog", parentTo: "/blog", active: "Article" };
    expect(breadcrumbTrail(crumb)).toEqual([{ name: "Blog", to: "/blog" }, { name: "Article" }]);
    expect(breadcrumbListJsonLd(crumb, "/blog/brand", SITE).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Blog", item: `${SITE}/blog` },
      { "@type": "ListItem", position: 2, name: "Article", item: `${SITE}/blog/brand` },
    ]);
    expect(breadcrumbTrail({ title: "About Us" })).toEqual([{ name: "Home", to: "/" }, { name: "About Us" }]);
  });

  it("lists the blog's posts as a Blog and an ItemList in page order", () => {
    const second = { ...post, slug: "second", title: "Second" };
    const blog = blogJsonLd([post, second], SITE);
    expect(blog).toMatchObject({ "@type": "Blog", url: `${SITE}/blog` });
    expect(blog.blogPost.map((entry) => entry.url)).toEqual([
      `${SITE}/blog/brand-building-from-zero`,
      `${SITE}/blog/second`,
    ]);
    expect(blog.blogPost[0].datePublished).toMatch(ISO_WITH_OFFSET);
    const list = postItemListJsonLd([post, second], SITE);
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement.map(({ position, url }) => [position, url])).toEqual([
      [1, `${SITE}/blog/brand-building-from-zero`],
      [2, `${SITE}/blog/second`],
    ]);
  });

  it("describes a post as a BlogPosting with full date-times, its share image and an ImageObject publisher logo", () => {
    const data = blogPostingJsonLd(post, SITE);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: "2026-06-17T16:30:00+05:30",
      dateModified: "2026-06-18T09:30:00+05:30",
      author: { "@type": "Person", name: "Priya Sharma" },
    });
    expect(data.image).toEqual({
      "@type": "ImageObject",
      url: `${SITE}/og/blog/brand-building-from-zero.png?v=${Date.parse(post.updatedAt)}`,
      width: 1200,
      height: 630,
    });
    expect(data.publisher).toMatchObject({
      "@type": "Organization",
      name: company.name,
      logo: { "@type": "ImageObject" },
    });
  });

  it("describes each opening as a JobPosting, in Indore or open to remote applicants in India", () => {
    const openings = SEED_OPENINGS.map((seed, index) => ({
      ...seed,
      id: index + 1,
      is_open: true,
      created_at: "2026-11-01T20:00:00.000Z",
    }));
    for (const opening of openings) {
      const data = jobPostingJsonLd(opening, SITE);
      expect(data).toMatchObject({ "@type": "JobPosting", title: opening.title, employmentType: "FULL_TIME" });
      expect(data.description).toContain(opening.summary);
      expect(data.description).toMatch(/<ul><li>.+<\/li><\/ul>$/);
      // Added late in the evening in UTC: already the next day in Indore.
      expect(data.datePosted).toBe("2026-11-02");
      expect(data.hiringOrganization).toMatchObject({ "@type": "Organization", name: company.name });
      expect(data.jobLocation.address).toMatchObject({ addressLocality: "Indore", postalCode: "452010" });
      if (opening.location.includes("Remote")) {
        expect(data).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        });
      } else {
        expect(data).not.toHaveProperty("applicantLocationRequirements");
      }
    }
    expect(openings.some((opening) => opening.location.includes("Remote"))).toBe(true);
  });
});
