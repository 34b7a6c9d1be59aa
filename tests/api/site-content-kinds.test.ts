import { describe, expect, it } from "vitest";
import { HOME_SEED } from "../../contract/site-content/home-seed";
import { LOGOS_SEED } from "../../contract/site-content/logos-seed";
import { TECHNOLOGIES_SEED } from "../../contract/site-content/technologies-seed";
import { json } from "./helpers";
import { siteContentServer } from "./site-content-helpers";

const api = siteContentServer();

interface Case {
  kind: string;
  key: string;
  seed: unknown;
  /** A change an editor makes, and where it shows in what visitors get. */
  edit: (n: number) => unknown;
  shown: (data: never) => unknown;
  expected: (n: number) => unknown;
  /** Bad input, and the field each error must name with its message. */
  bad: unknown;
  errors: { field: string; message: RegExp }[];
}

const home = HOME_SEED;
const clients = LOGOS_SEED.clients;
const tech = TECHNOLOGIES_SEED;

/** One row per kind (company facts and services have suites of their own: site-content.test.ts, site-content-services.test.ts). */
const CASES: Case[] = [
  {
    kind: "home",
    key: "home",
    seed: home,
    edit: (n) => ({ ...home, stats: [{ value: `${n}%`, label: "Client Satisfaction" }, ...home.stats.slice(1)] }),
    shown: (data: typeof home) => data.stats[0].value,
    expected: (n) => `${n}%`,
    bad: { ...home, slides: home.slides.slice(0, 2), stats: [{ value: "", label: "Uptime" }, ...home.stats.slice(1)], features: [{ ...home.features[0], icon: "dragon" }] },
    errors: [
      { field: "slides", message: /slides must have at least 3 item/ },
      { field: "stats[0].value", message: /must not be empty/ },
      { field: "features[0].icon", message: /must be one of: trophy, award/ },
    ],
  },
  {
    kind: "technologies",
    key: "technologies",
    seed: tech,
    // Order is what editors change most: the row's last technology moved to the front.
    edit: (n) => ({ ...tech, rowOne: [{ ...tech.rowOne.at(-1)!, name: `Swift ${n}` }, ...tech.rowOne.slice(0, -1)] }),
    shown: (data: typeof tech) => data.rowOne[0].name,
    expected: (n) => `Swift ${n}`,
    bad: { rowOne: [{ name: "React", logo: { mediaId: "", src: "", alt: "" } }], rowTwo: [] },
    errors: [
      { field: "rowOne[0].logo", message: /choose a logo from the media library/ },
      { field: "rowTwo", message: /must have at least 1 item/ },
    ],
  },
  {
    kind: "logos",
    key: "clients",
    seed: clients,
    edit: (n) => ({ logos: [{ ...clients.logos[0], name: `Malwa Organics ${n}` }, ...clients.logos.slice(1)] }),
    shown: (data: typeof clients) => data.logos[0].name,
    expected: (n) => `Malwa Organics ${n}`,
    bad: { logos: [{ ...clients.logos[0], href: "javascript:alert(1)", logo: { mediaId: "not-an-id", src: "/elsewhere/x.svg", alt: "" } }] },
    errors: [
      { field: "logos[0].href", message: /web address/ },
      { field: "logos[0].logo.mediaId", message: /picture from the media library/ },
      { field: "logos[0].logo.src", message: /the site's own pictures/ },
    ],
  },
];

describe.each(CASES)("site content of kind $kind ($key)", ({ kind, key, seed, edit, shown, expected, bad, errors }) => {
  const visible = async () => shown((await api.published(kind)).find((entry) => entry.key === key)!.data as never);

  it("is seeded, published, from today's app/content", async () => {
    expect((await api.published(kind)).find((entry) => entry.key === key)?.data).toEqual(seed);
  });

  it("a saved draft is unseen by visitors until it is published", async () => {
    const saved = await api.save(kind, key, edit(1));
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ has_unpublished_changes: true });
    expect(await visible()).toEqual(shown(seed as never));
    expect((await api.publish(kind, key)).status).toBe(200);
    expect(await visible()).toEqual(expected(1));
  });

  it("bad input is a 400 naming each field with its message, and nothing is saved", async () => {
    const before = (await api.item(kind, key)).revisions.length;
    const answer = await api.save(kind, key, bad);
    expect(answer.status).toBe(400);
    const body = (await json(answer)) as { errors: { field: string; message: string }[] };
    for (const { field, message } of errors) expect(body.errors.find((error) => error.field === field)?.message).toMatch(message);
    expect((await api.item(kind, key)).revisions.length).toBe(before);
  });

  it("50 saves at once each make a revision and leave the draft whole: one of the 50, as saved", async () => {
    const before = (await api.item(kind, key)).revisions.length;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => api.save(kind, key, edit(100 + n))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const after = await api.item(kind, key);
    expect(after.revisions.length).toBe(before + 50);
    expect(Array.from({ length: 50 }, (_, n) => edit(100 + n))).toContainEqual(after.draft);
  });
});
