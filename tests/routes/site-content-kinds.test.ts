import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { NEHA_PHOTO_ID } from "../../contract/seed-media";
import { LEGAL_SEED } from "../../contract/site-content/legal-seed";
import { TEAM_SEED } from "../../contract/site-content/team-seed";
import { TESTIMONIALS_SEED } from "../../contract/site-content/testimonials-seed";
import { loader as privacyLoader } from "~/routes/privacy-policy";
import { loader as teamLoader } from "~/routes/team";
import { loader as termsLoader } from "~/routes/terms-and-conditions";
import { loader as testimonialLoader } from "~/routes/testimonial";
import { resetCachesForTests } from "~/lib/in-process-caches.server";
import { mediaItems } from "../mocks/api/media";
import { siteContent } from "../mocks/api/site-content";
import { answerOf, getRequest, loadContext } from "../support/route";


const args = (path: string) => ({ request: getRequest(path), context: loadContext(), params: {} });

const NEHA_PHOTO = {
  id: NEHA_PHOTO_ID,
  sha256: "a".repeat(64),
  mime: "image/jpeg",
  width: 640,
  height: 640,
  size: 40_000,
  alt: "Neha Agrawal, Director of Technology",
  focalX: 50,
  focalY: 40,
  createdBy: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  url: `/media/${"a".repeat(64)}-640.webp`,
  variants: [{ format: "avif" as const, width: 640, height: 640, size: 20_000, url: `/media/${"a".repeat(64)}-640.avif` }],
};

describe("/team reads the published members", () => {
  it("shows a member's published role and links, and the library's photo of the member who has one", async () => {
    const members = TEAM_SEED.members.map((member, i) =>
      i === 0 ? { ...member, role: "Chief Executive", links: { linkedin: "https://www.linkedin.com/in/aditya", x: "", instagram: "" } } : member,
    );
    siteContent("team", [{ key: "team", data: { members } }]);
    const asked = mediaItems({ data: [NEHA_PHOTO] });
    const answer = await answerOf<{ members: typeof members; photos: Record<string, { alt: string }> }>(() => teamLoader(args("/team")));
    expect(answer.data.members[0]).toMatchObject({ name: "Aditya Sharma", role: "Chief Executive", links: { x: "" } });
    expect(asked.last()?.url.searchParams.get("ids")).toBe(NEHA_PHOTO_ID);
    expect(answer.data.photos[NEHA_PHOTO_ID].alt).toBe("Neha Agrawal, Director of Technology");
  });

  it("renders from the seed when the API cannot be reached", async () => {
    siteContent("team", HttpResponse.error());
    mediaItems(HttpResponse.error());
    const answer = await answerOf<{ members: unknown[] }>(() => teamLoader(args("/team")));
    expect(answer.data.members).toEqual(TEAM_SEED.members);
  });
});

describe("the testimonials carousel reads the published testimonials", () => {
  it("in their published order, and the seed with the API down", async () => {
    const items = [...TESTIMONIALS_SEED.items].reverse().map((item, i) => (i === 0 ? { ...item, quote: "Edited in the console." } : item));
    siteContent("testimonials", [{ key: "testimonials", data: { items } }]);
    // The page's clients strip.
    siteContent("logos");
    const published = await answerOf<{ testimonials: { items: { name: string; quote: string }[] } }>(() => testimonialLoader(args("/testimonial")));
    expect(published.data.testimonials.items.map((item) => item.name)).toEqual(items.map((item) => item.name));
    expect(published.data.testimonials.items[0].quote).toBe("Edited in the console.");

    // As after a restart: nothing kept from the first answer.
    resetCachesForTests();
    for (const kind of ["testimonials", "logos"] as const) siteContent(kind, HttpResponse.error());
    const fallback = await answerOf<{ testimonials: { items: unknown[] } }>(() => testimonialLoader(args("/testimonial")));
    expect(fallback.data.testimonials.items).toEqual(TESTIMONIALS_SEED.items);
  });
});

describe("the legal pages read their published Markdown", () => {
  type LegalAnswer = { document: { title: string; intro: string; sections: { heading: string; html: string }[] } };

  it("renders the published text as numbered sections, sanitised, under the spec's title", async () => {
    const terms = LEGAL_SEED.find((entry) => entry.key === "terms-and-conditions")!;
    siteContent("legal", [
      LEGAL_SEED[0],
      { key: terms.key, data: { intro: "Last updated: 01-12-2026.", body: "## Fees\n\nPaid **monthly**.<script>alert(1)</script>\n\n## Law\n\n- Indian law" } },
    ]);
    const answer = await answerOf<LegalAnswer>(() => termsLoader(args("/terms-and-conditions")));
    expect(answer.data.document.title).toBe("Terms & Conditions");
    expect(answer.data.document.intro).toBe("Last updated: 01-12-2026.");
    expect(answer.data.document.sections.map((section) => section.heading)).toEqual(["Fees", "Law"]);
    expect(answer.data.document.sections[0].html).toBe("<p>Paid <strong>monthly</strong>.</p>");
    expect(answer.data.document.sections[1].html).toContain("<li>Indian law</li>");
  });

  it("renders the spec's text from the seed when the API cannot be reached", async () => {
    siteContent("legal", HttpResponse.error());
    const answer = await answerOf<LegalAnswer>(() => privacyLoader(args("/privacy-policy")));
    expect(answer.data.document.title).toBe("Privacy Policy");
    expect(answer.data.document.intro).toBe(LEGAL_SEED[0].data.intro);
    expect(answer.data.document.sections[0].heading).toBe("Who we are");
    expect(answer.data.document.sections.at(-1)?.heading).toBe("Changes to this policy and grievances");
  });
});
