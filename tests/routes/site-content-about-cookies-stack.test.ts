import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ABOUT_SEED } from "../../contract/site-content/about-seed";
import { LEGAL_SEED } from "../../contract/site-content/legal-seed";
import { TECHNOLOGIES_SEED } from "../../contract/site-content/technologies-seed";
import { loader as aboutLoader } from "~/routes/about";
import { loader as cookieLoader } from "~/routes/cookie-policy";
import { loader as serviceLoader } from "~/routes/services.$slug";
import { resetCachesForTests } from "~/lib/in-process-caches.server";
import { caseStudies } from "../mocks/api/case-studies";
import { siteContent } from "../mocks/api/site-content";
import { answerOf, getRequest, loadContext } from "../support/route";


const args = (path: string, params: Record<string, string> = {}) => ({ request: getRequest(path), context: loadContext(), params });
const cookieSeed = LEGAL_SEED.find((entry) => entry.key === "cookie-policy")!;
const CUSTOM_DEV = "custom-web-mobile-app-development";

describe("/cookie-policy reads its published text", () => {
  type Answer = { document: { title: string; sections: { heading: string; html: string; slot?: string; htmlAfter?: string }[] } };

  it("draws the published sections, with the table's slot where the editor put it, under the spec's title", async () => {
    const body = "## About cookies\n\nSmall files.\n\n## Our cookies\n\nSee below.\n\n[[cookie-table]]\n\nAll first-party.\n\n## Choices\n\n[[cookie-settings]]";
    siteContent("legal", [{ key: "cookie-policy", data: { intro: "Edited lead.", body } }]);
    const answer = await answerOf<Answer>(() => cookieLoader(args("/cookie-policy")));
    expect(answer.data.document.title).toBe("Cookie Policy");
    expect(answer.data.document.sections.map((section) => section.heading)).toEqual(["About cookies", "Our cookies", "Choices"]);
    expect(answer.data.document.sections[1]).toMatchObject({ slot: "cookie-table", html: "<p>See below.</p>", htmlAfter: "<p>All first-party.</p>" });
    expect(answer.data.document.sections[2].slot).toBe("cookie-settings");
  });

  it("renders the seed's text, table slot in place, when the API cannot be reached", async () => {
    siteContent("legal", HttpResponse.error());
    const answer = await answerOf<Answer & { document: { intro: string } }>(() => cookieLoader(args("/cookie-policy")));
    expect(answer.data.document.intro).toBe(cookieSeed.data.intro);
    expect(answer.data.document.sections.find((section) => section.slot === "cookie-table")?.heading).toBe("The cookies we use");
    expect(answer.data.document.sections.find((section) => section.slot === "cookie-settings")?.heading).toBe("Marketing cookies");
  });
});

describe("/about reads its published text", () => {
  type Answer = { about: { heroLine: string; heading: string; paragraphs: string[]; highlights: { title: string; text: string }[] } };

  it("shows the published story and highlight texts under the spec's highlight names", async () => {
    siteContent("home");
    siteContent("logos");
    caseStudies([]);
    const about = { ...ABOUT_SEED, heroLine: "Edited hero line.", paragraphs: ["First.", "Second.", "Third."], highlights: { ...ABOUT_SEED.highlights, support: "Always on call." } };
    siteContent("about", [{ key: "about", data: about }]);
    const answer = await answerOf<Answer>(() => aboutLoader(args("/about")));
    expect(answer.data.about).toMatchObject({ heroLine: "Edited hero line.", paragraphs: ["First.", "Second.", "Third."] });
    expect(answer.data.about.highlights.map((highlight) => highlight.title)).toEqual(["Award Winning", "Professional Staff", "24/7 Support", "Fair Prices"]);
    expect(answer.data.about.highlights[2].text).toBe("Always on call.");
  });

  it("renders the seed's text when the API cannot be reached", async () => {
    for (const kind of ["about", "home", "logos"] as const) siteContent(kind, HttpResponse.error());
    caseStudies(HttpResponse.error());
    const answer = await answerOf<Answer>(() => aboutLoader(args("/about")));
    expect(answer.data.about.paragraphs).toEqual(ABOUT_SEED.paragraphs);
    expect(answer.data.about.heroLine).toBe(ABOUT_SEED.heroLine);
  });
});

describe("the custom development page's stack card reads the technologies item", () => {
  type Answer = { stack: { name: string; icon: string; technologies: string[] }[] };
  // What a service page reads besides the technologies.
  beforeEach(() => {
    siteContent("services");
    siteContent("logos");
  });

  it("shows the published categories in their order, only on that service's page", async () => {
    const stack = [{ name: "AI", icon: "sparkles" as const, technologies: ["OpenAI", "pgvector"] }, ...TECHNOLOGIES_SEED.stack.slice(0, 2)];
    siteContent("technologies", [{ key: "technologies", data: { ...TECHNOLOGIES_SEED, stack } }]);
    const answer = await answerOf<Answer>(() => serviceLoader(args(`/services/${CUSTOM_DEV}`, { slug: CUSTOM_DEV })));
    expect(answer.data.stack).toEqual(stack);
    const other = await answerOf<Answer>(() => serviceLoader(args("/services/social-pr", { slug: "social-pr" })));
    expect(other.data.stack).toEqual([]);
  });

  it("reads an item saved before the card was site content (no stack) as today's list, and the seed with the API down", async () => {
    const { stack: _stack, ...older } = TECHNOLOGIES_SEED;
    siteContent("technologies", [{ key: "technologies", data: older as typeof TECHNOLOGIES_SEED }]);
    expect((await answerOf<Answer>(() => serviceLoader(args(`/services/${CUSTOM_DEV}`, { slug: CUSTOM_DEV })))).data.stack).toEqual(TECHNOLOGIES_SEED.stack);
    // As after a restart: nothing kept from the first answer.
    resetCachesForTests();
    siteContent("technologies", HttpResponse.error());
    expect((await answerOf<Answer>(() => serviceLoader(args(`/services/${CUSTOM_DEV}`, { slug: CUSTOM_DEV })))).data.stack.map((category) => category.name)).toEqual([
      "Backend", "Frontend", "Cloud & DevOps", "Database", "Testing", "Mobile Apps", "Others",
    ]);
  });
});
