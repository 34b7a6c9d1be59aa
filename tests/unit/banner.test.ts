import { describe, expect, it } from "vitest";
import { HOME_SEED } from "../../contract/site-content/home-seed";
import { primaryButtonTarget, secondaryButtonTarget } from "~/lib/shell/banner";

describe("banner button targets", () => {
  it("route the primary button by its text", () => {
    expect(primaryButtonTarget("Learn More")).toBe("/blog");
    expect(primaryButtonTarget("Explore Services")).toBe("/service");
    expect(primaryButtonTarget("Our service")).toBe("/service");
    expect(primaryButtonTarget("Start Project")).toBe("/#enquiry");
    expect(primaryButtonTarget("New project")).toBe("/#enquiry");
    expect(primaryButtonTarget("Anything else")).toBe("/");
  });

  it("route the secondary button by its text", () => {
    expect(secondaryButtonTarget("Get in Touch")).toBe("/contact");
    expect(secondaryButtonTarget("Contact Us")).toBe("/contact");
    expect(secondaryButtonTarget("View Portfolio")).toBe("/about#portfolio");
    expect(secondaryButtonTarget("Something")).toBe("/contact");
  });

  it("has the spec's three slides with their buttons", () => {
    expect(HOME_SEED.slides.map((slide) => [slide.title, slide.primaryBtn, slide.secondaryBtn])).toEqual([
      ["IT Solutions for Your Business", "Learn More", "Get in Touch"],
      ["Digital Transformation Made Simple", "Explore Services", "Contact Us"],
      ["Innovative Technology Partners", "Start Project", "View Portfolio"],
    ]);
  });
});
