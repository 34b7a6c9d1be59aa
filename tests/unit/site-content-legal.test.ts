import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { LEGAL_SEED } from "../../contract/site-content/legal-seed";
import { LEGAL_SLOTS, legalSchema } from "../../contract/site-content/legal";
import { siteContentSchema } from "../../contract/site-content/kinds";
import { cookiePolicySections } from "~/lib/site-content/cookie-policy-sections";
import { legalBody } from "~/lib/site-content/legal-sections.server";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** The text a reader sees: every tag dropped, entities read. */
const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();

describe("the legal pages as Markdown", () => {
  it("the seed passes the schema and renders to the spec's sections, headings and text, nothing more", () => {
    for (const { key, data } of LEGAL_SEED) {
      expect(siteContentSchema("legal", key).safeParse(data).success, key).toBe(true);
      const { preface, sections } = legalBody(data.body);
      expect(preface).toBe("");
      expect(sections.length).toBeGreaterThan(5);
      expect(sections.every((section) => section.heading.length > 0 && !section.heading.includes("#"))).toBe(true);
      // Nothing the author wrote is lost as markup: the page's text is the Markdown's, less its syntax.
      const markdownText = data.body.replace(/^## .*$/gm, "").replace(/^\[\[[a-z-]+\]\]$/gm, "").replace(/^- /gm, "").replace(/\s+/g, " ").trim();
      expect(sections.map((section) => textOf(section.html + (section.htmlAfter ?? ""))).join(" ")).toBe(markdownText);
    }
    const privacy = legalBody(LEGAL_SEED[0].data.body).sections;
    expect(privacy[0].heading).toBe("Who we are");
    expect(privacy.find((section) => section.heading === "What rights you have over your data")?.html).toContain("<ul>");
  });

  it("sanitises what staff write like a post: no script, no handler, no javascript: link", () => {
    const { sections } = legalBody('## Terms & "use"\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) **bold**');
    expect(sections).toHaveLength(1);
    expect(sections[0].heading).toBe('Terms & "use"');
    expect(sections[0].html).not.toMatch(/script|onerror|javascript:/);
    expect(sections[0].html).toContain("<strong>bold</strong>");
  });

  it("refuses a page without a section, naming the field", () => {
    const result = legalSchema.safeParse({ intro: "Lead.", body: "Just text, no heading." });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["body"], message: "needs at least one section: a line starting with ## and its heading" });
  });

  it("the cookie policy's table stands where its slot is, and the settings section follows the slot's section only with the notice on", () => {
    const body = "## What\n\nIntro.\n\n## The list\n\nBefore.\n\n[[cookie-table]]\n\nAfter the table.\n\n## Ads\n\nAds text.\n\n[[cookie-settings]]\n\n## Control\n\nBrowser.";
    const { sections } = legalBody(body);
    expect(sections[1]).toMatchObject({ heading: "The list", slot: "cookie-table" });
    expect(sections[1].html).toContain("Before.");
    expect(sections[1].htmlAfter).toContain("After the table.");
    const shown = (withSettings: boolean) => cookiePolicySections(sections.map((section) => ({ ...section, paragraphs: [] })), withSettings).map((section) => section.heading);
    expect(shown(false)).toEqual(["What", "The list", "Ads", "Control"]);
    expect(shown(true)).toEqual(["What", "The list", "Ads", "Cookie settings", "Control"]);
  });

  it("refuses a cookie policy that lost its table's or settings' line, or holds one twice, naming the line; the other pages need none", () => {
    const cookie = LEGAL_SEED.find((entry) => entry.key === "cookie-policy")!.data;
    const schema = siteContentSchema("legal", "cookie-policy");
    const messages = (body: string) => (schema.safeParse({ ...cookie, body }).error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages(cookie.body.replace(LEGAL_SLOTS.cookieTable, ""))).toEqual(["body: needs the line [[cookie-table]] (alone on its line, in the section where it belongs)"]);
    expect(messages(`${cookie.body}\n\n${LEGAL_SLOTS.cookieSettings}`)).toEqual(["body: must hold the line [[cookie-settings]] only once"]);
    expect(messages(`${LEGAL_SLOTS.cookieTable}\n\n${cookie.body.replace(LEGAL_SLOTS.cookieTable, "")}`)).toEqual(["body: the line [[cookie-table]] must stand in a section, after a ## heading"]);
    expect(legalSchema.safeParse(LEGAL_SEED[0].data).success).toBe(true);
  });
});
