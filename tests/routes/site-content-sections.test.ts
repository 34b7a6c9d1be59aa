import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { HOME_SEED } from "../../contract/site-content/home-seed";
import { LOGOS_SEED } from "../../contract/site-content/logos-seed";
import { TECHNOLOGIES_SEED } from "../../contract/site-content/technologies-seed";
import { loader as homeLoader } from "~/routes/_index";
import { loader as homePartsLoader } from "~/routes/home-parts";
import { loader as aboutLoader } from "~/routes/about";
import { loader as serviceLoader } from "~/routes/services.$slug";
import { blogs } from "../mocks/api/blogs";
import { countries } from "../mocks/api/countries";
import { siteContent } from "../mocks/api/site-content";
import { API, upstream } from "../mocks/server";
import { answerOf, getRequest, loadContext } from "../support/route";


const args = (path: string, params: Record<string, string> = {}) => ({ request: getRequest(path), context: loadContext(), params });
const LOGO_ID = "0b9c6a4e-5d3f-4c1a-9e1f-2a7b8c9d0e1f";
const libraryLogo = {
  id: LOGO_ID,
  sha256: "x",
  mime: "image/png",
  width: 400,
  height: 120,
  size: 1000,
  alt: "Malwa Organics logo",
  focalX: 50,
  focalY: 50,
  createdBy: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  url: "/media/abc/640.webp",
  variants: [{ format: "avif", width: 400, height: 120, url: "/media/abc/400.avif", size: 500 }],
};

// An editor's published changes: a stat, the first technology, a client's logo from the library.
const home = { ...HOME_SEED, stats: [{ value: "120+", label: "Projects Shipped" }, ...HOME_SEED.stats.slice(1)] };
const technologies = { ...TECHNOLOGIES_SEED, rowOne: [{ ...TECHNOLOGIES_SEED.rowOne[1] }, TECHNOLOGIES_SEED.rowOne[0], ...TECHNOLOGIES_SEED.rowOne.slice(2)] };
const clients = { logos: [{ ...LOGOS_SEED.clients.logos[0], logo: { ...LOGOS_SEED.clients.logos[0].logo, mediaId: LOGO_ID } }, ...LOGOS_SEED.clients.logos.slice(1)] };
const partners = { logos: [{ name: "Amazon", href: "https://sell.amazon.in", logo: { mediaId: "", src: "/images/tech/shopify.svg", alt: "Amazon" } }] };

function published() {
  siteContent("services");
  siteContent("about");
  siteContent("testimonials");
  siteContent("home", [{ key: "home", data: home }]);
  siteContent("technologies", [{ key: "technologies", data: technologies }]);
  siteContent("logos", [
    { key: "clients", data: clients },
    { key: "partners", data: partners },
  ]);
  upstream.use(http.get(`${API}/media/items`, () => HttpResponse.json({ data: [libraryLogo] })));
  countries([]);
  blogs.list([]);
}

type HomeData = {
  slides: { title: string; image: { src: string } }[];
  stats: { value: string; label: string }[];
  later: {
    techRows: { name: string; logo: string }[][];
    clients: { name: string; href: string; logo: { src: string; media?: { id: string } } }[];
  };
};

describe("Home, About and the service pages read the published sections", () => {
  it("Home shows the published stat, technologies in their new order and a client's library logo, with only what it draws", async () => {
    published();
    const { data } = await answerOf<HomeData>(() => homeLoader(args("/")));
    expect(data.stats[0]).toEqual({ value: "120+", label: "Projects Shipped" });
    expect(data.later.techRows[0].slice(0, 2).map((tech) => tech.name)).toEqual(["Next.js", "React"]);
    expect(data.later.techRows[0][0]).toEqual({ name: "Next.js", logo: "/images/tech/nextdotjs.svg" });
    expect(data.later.clients[0].logo.media?.id).toBe(LOGO_ID);
    expect(data.later.clients[1]).toEqual({ name: "Khandelwal Textiles", href: "https://www.khandelwaltextiles.in", logo: { src: "/images/clients/khandelwal-textiles.svg" } });
    // The slides' pictures come without the library's empty id.
    expect(JSON.stringify(data.slides)).not.toContain("mediaId");
  });

  it("Home's document leaves the lower sections' data to their HTML, and /home-parts gives it to them when they hydrate", async () => {
    published();
    // A document request: the server's load context holds back what only the lower sections draw.
    const heldParts = new Map<string, unknown>();
    const document = await answerOf<HomeData & Record<string, unknown>>(() =>
      homeLoader({ request: getRequest("/"), context: loadContext({ heldParts }), params: {} }),
    );
    expect(document.data.later).toBeUndefined();
    for (const key of ["services", "techRows", "clients", "testimonials", "latestPosts", "whyChooseUs", "features"]) expect(document.data).not.toHaveProperty(key);
    // The page still draws them on the server, and still sends what hydrates at once.
    expect((heldParts.get("home") as HomeData["later"]).techRows[0][0].name).toBe("Next.js");
    expect(document.data.stats[0].value).toBe("120+");
    const parts = await answerOf(() => homePartsLoader(args("/home-parts")));
    // The same for every visitor: kept by the page cache and a CDN like a page.
    expect(parts.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300");
    const later = (await parts.response!.json()) as HomeData["later"];
    expect(later).not.toHaveProperty("slides");
    // Any query (a staff preview's) makes it private, so made-up queries are never kept.
    for (const query of ["?preview=draft", "?utm_source=x"]) {
      const asked = await answerOf(() => homePartsLoader(args(`/home-parts${query}`)));
      expect(asked.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(later.techRows[0][0]).toEqual({ name: "Next.js", logo: "/images/tech/nextdotjs.svg" });
    expect(later.clients[0].logo.media?.id).toBe(LOGO_ID);
  });

  it("About shows the published partners and stats; a service page the published clients", async () => {
    published();
    upstream.use(http.get(`${API}/case-studies`, () => HttpResponse.json([])));
    const about = await answerOf<{ partners: { name: string }[]; stats: { value: string }[] }>(() => aboutLoader(args("/about")));
    expect(about.data.partners.map((partner) => partner.name)).toEqual(["Amazon"]);
    expect(about.data.stats[0].value).toBe("120+");
    const slug = "social-pr";
    const service = await answerOf<{ clients: { name: string }[] }>(() => serviceLoader(args(`/services/${slug}`, { slug })));
    expect(service.data.clients.map((client) => client.name)).toEqual(clients.logos.map((logo) => logo.name));
  });

  it("render from the seed when the API cannot be reached", async () => {
    for (const kind of ["services", "home", "technologies", "logos", "testimonials", "about"] as const) siteContent(kind, HttpResponse.error());
    upstream.use(http.get(`${API}/media/items`, () => HttpResponse.error()));
    countries([]);
    blogs.list([]);
    const { data } = await answerOf<HomeData>(() => homeLoader(args("/")));
    expect(data.stats).toEqual(HOME_SEED.stats);
    expect(data.slides.map((slide) => slide.title)).toEqual(HOME_SEED.slides.map((slide) => slide.title));
    expect(data.later.techRows[1].map((tech) => tech.name)).toEqual(TECHNOLOGIES_SEED.rowTwo.map((tech) => tech.name));
    expect(data.later.clients.map((client) => client.logo.src)).toEqual(LOGOS_SEED.clients.logos.map((logo) => logo.logo.src));
  });
});
