import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SERVICES_SEED } from "../../contract/site-content/services";
import { loader as homeLoader } from "~/routes/_index";
import { loader as servicesLoader } from "~/routes/service";
import { loader as serviceLoader } from "~/routes/services.$slug";
import { blogs } from "../mocks/api/blogs";
import { countries } from "../mocks/api/countries";
import { siteContent } from "../mocks/api/site-content";
import { answerOf, getRequest, loadContext } from "../support/route";


const args = (path: string, params: Record<string, string> = {}) => ({ request: getRequest(path), context: loadContext(), params });
const SLUG = "social-pr";
// Social & PR renamed, rewritten and moved to the top; the others one place down.
const edited = SERVICES_SEED.map(({ key, data }) =>
  key === SLUG ? { key, data: { ...data, order: 1, title: "Social & PR", description: "Edited in the console." } } : { key, data: { ...data, order: data.order + 1 } },
);

describe("the service pages read the published services", () => {
  it("a service's page shows its published text, only its own", async () => {
    siteContent("services", edited);
    siteContent("logos");
    const answer = await answerOf<{ service: { title: string }; detail: { description: string } }>(() => serviceLoader(args(`/services/${SLUG}`, { slug: SLUG })));
    expect(answer.data.service.title).toBe("Social & PR");
    expect(answer.data.detail.description).toBe("Edited in the console.");
    expect(JSON.stringify(answer.data)).not.toContain(SERVICES_SEED[0].data.description);
  });

  it("the services page and Home list the cards in the published order, with only what a card shows", async () => {
    siteContent("services", edited);
    for (const kind of ["testimonials", "home", "about", "logos", "technologies"] as const) siteContent(kind);
    countries([]);
    blogs.list([]);
    const list = await answerOf<{ services: { slug: string; title: string }[] }>(() => servicesLoader(args("/service")));
    expect(list.data.services.map((card) => card.slug)).toEqual([SLUG, ...SERVICES_SEED.map((entry) => entry.key).filter((key) => key !== SLUG)]);
    expect(list.data.services[0]).toEqual({ slug: SLUG, title: "Social & PR", subtitle: edited[5].data.subtitle, image: edited[5].data.image, desc: edited[5].data.desc });
    const home = await answerOf<{ later: { services: { title: string }[] } }>(() => homeLoader(args("/")));
    expect(home.data.later.services[0].title).toBe("Social & PR");
  });

  it("render from the seed when the API cannot be reached, and a slug it does not know is a 404", async () => {
    for (const kind of ["services", "logos"] as const) siteContent(kind, HttpResponse.error());
    const answer = await answerOf<{ service: { title: string }; detail: { faqs: unknown[] } }>(() => serviceLoader(args(`/services/${SLUG}`, { slug: SLUG })));
    const seed = SERVICES_SEED.find((entry) => entry.key === SLUG)!.data;
    expect(answer.data.service.title).toBe(seed.title);
    expect(answer.data.detail.faqs).toEqual(seed.faqs);
    expect((await answerOf(() => serviceLoader(args("/services/unknown", { slug: "unknown" })))).status).toBe(404);
  });
});
