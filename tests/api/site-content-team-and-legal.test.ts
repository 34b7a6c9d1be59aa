import { describe, expect, it } from "vitest";
import { LEGAL_SEED } from "../../contract/site-content/legal-seed";
import { TEAM_SEED } from "../../contract/site-content/team-seed";
import { TESTIMONIALS_SEED } from "../../contract/site-content/testimonials-seed";
import { itKeepsDraftsFromVisitors, siteContentServer } from "./site-content-helpers";

// The seeded team names Neha's library photo, and a save is refused unless the library has it.
const api = siteContentServer({ seedMedia: true });
const privacy = LEGAL_SEED.find((entry) => entry.key === "privacy-policy")!.data;

/**
 * Each kind's draft, publish, field errors and 50 saves at once, from one table: the kind, one
 * item's seed, a change a visitor would notice (and where to read it), and a bad save with the
 * field and sentence the API must answer.
 */
const KINDS = [
  {
    kind: "team",
    key: "team",
    seed: TEAM_SEED,
    changed: (n: number) => ({ members: TEAM_SEED.members.map((member, i) => (i === 0 ? { ...member, role: `Chief Executive ${n}` } : member)) }),
    shown: (data: typeof TEAM_SEED) => data.members[0].role,
    bad: { members: TEAM_SEED.members.map((member, i) => (i === 1 ? { ...member, links: { ...member.links, x: "http://x.com/neha_builds" } } : member)) },
    error: { field: "members[1].links.x", message: "must be an https:// address, or empty" },
  },
  {
    kind: "testimonials",
    key: "testimonials",
    seed: TESTIMONIALS_SEED,
    changed: (n: number) => ({ items: TESTIMONIALS_SEED.items.map((item, i) => (i === 0 ? { ...item, quote: `They doubled our orders (${n}).` } : item)) }),
    shown: (data: typeof TESTIMONIALS_SEED) => data.items[0].quote,
    bad: { items: TESTIMONIALS_SEED.items.map((item, i) => (i === 2 ? { ...item, photo: { mediaId: "", src: "", alt: "" } } : item)) },
    error: { field: "items[2].photo", message: "choose a photo from the media library" },
  },
  {
    kind: "legal",
    key: "privacy-policy",
    seed: privacy,
    changed: (n: number) => ({ ...privacy, intro: `How we look after your data, revision ${n}.` }),
    shown: (data: typeof privacy) => data.intro,
    bad: { ...privacy, body: "All of it in one paragraph, with no section." },
    error: { field: "body", message: "needs at least one section" },
  },
] as const;

describe.each(KINDS)("$kind as site content", (item) => {
  const { kind, key, changed } = item;
  itKeepsDraftsFromVisitors(api, item);

  it("keeps every one of 50 saves at once as its own revision", async () => {
    const before = (await api.item(kind, key)).revisions.length;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => api.save(kind, key, changed(n + 100))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect((await api.item(kind, key)).revisions.length).toBe(before + 50);
  });
});

describe("keys", () => {
  it("a legal page's slug is its key: no other page can be made, and the terms are an item of their own", async () => {
    expect((await api.save("legal", "refund-policy", privacy)).status).toBe(404);
    expect((await api.save("team", "advisors", TEAM_SEED)).status).toBe(404);
    expect((await api.published("legal")).map((entry) => entry.key).sort()).toEqual(["cookie-policy", "privacy-policy", "terms-and-conditions"]);
  });
});
