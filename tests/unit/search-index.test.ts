import { serviceDetails } from "~/content/service-details";
import { describe, expect, it } from "vitest";
import { searchPages } from "~/lib/search-index";

describe("searchPages", () => {
  it("returns nothing for an empty or blank query", () => {
    expect(searchPages("")).toEqual([]);
    expect(searchPages("   ")).toEqual([]);
  });

  it("matches case-insensitively", () => {
    const lower = searchPages("privacy");
    expect(lower.map((r) => r.path)).toContain("/privacy-policy");
    expect(searchPages("PRIVACY")).toEqual(lower);
  });

  it("requires every word of the query to match", () => {
    expect(searchPages("amazon flipkart").map((r) => r.path)).toContain("/services/ecommerce-marketing-amazon-flipkart");
    expect(searchPages("flipkart").length).toBeGreaterThan(0);
    expect(searchPages("flipkart zzzunmatched")).toEqual([]);
    // Each word matches somewhere on the site, but no single entry has both.
    expect(searchPages("cookie flutter")).toEqual([]);
  });

  it("searches keywords as well as titles and descriptions", () => {
    // "DPDP" appears only in the privacy page's keywords and description, not its title.
    expect(searchPages("dpdp").map((r) => r.path)).toEqual(["/privacy-policy"]);
  });

  it("returns service pages with their detail link and a clean title", () => {
    const [first] = searchPages("branding identity");
    expect(first).toEqual({
      title: "Full-Suite Branding & Brand Building",
      path: "/services/full-suite-branding-brand-building",
      description: serviceDetails["full-suite-branding-brand-building"].description,
    });
  });

  it("strips the brand name from page titles", () => {
    const results = searchPages("careers");
    expect(results[0]).toMatchObject({ path: "/career", title: "Careers" });
    for (const result of searchPages("indore", 50)) expect(result.title).not.toMatch(/Vyom Digital$/);
  });

  it("ranks title matches first", () => {
    const results = searchPages("seo");
    expect(results[0].path).toBe("/services/social-media-google-ads-seo");
  });

  it("respects the limit, defaulting to 8", () => {
    expect(searchPages("indore").length).toBeLessThanOrEqual(8);
    expect(searchPages("indore", 50).length).toBeGreaterThan(8);
    expect(searchPages("indore", 3)).toHaveLength(3);
    expect(searchPages("indore", 0)).toEqual([]);
  });

  it("returns only title, path and description", () => {
    for (const result of searchPages("digital", 50)) {
      expect(Object.keys(result).sort()).toEqual(["description", "path", "title"]);
    }
  });
});
