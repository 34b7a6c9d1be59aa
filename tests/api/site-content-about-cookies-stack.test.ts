import { describe, expect, it } from "vitest";
import { ABOUT_SEED } from "../../contract/site-content/about-seed";
import { LEGAL_SLOTS } from "../../contract/site-content/legal";
import { LEGAL_SEED } from "../../contract/site-content/legal-seed";
import { TECHNOLOGIES_SEED } from "../../contract/site-content/technologies-seed";
import { json } from "./helpers";
import { itKeepsDraftsFromVisitors, siteContentServer } from "./site-content-helpers";

const api = siteContentServer();
const cookie = LEGAL_SEED.find((entry) => entry.key === "cookie-policy")!.data;
const tech = TECHNOLOGIES_SEED;

/**
 * The last content that was TypeScript: the cookie policy's text, About's text and the technology
 * stack card. Each: seeded and published, a draft unseen until published, a bad save refused with
 * 400 naming the field, and a revision restored as a new draft.
 */
const ITEMS = [
  {
    name: "the cookie policy",
    kind: "legal",
    key: "cookie-policy",
    seed: cookie,
    changed: (n: number) => ({ ...cookie, body: cookie.body.replace("## What are cookies?", `## What are cookies (${n})?`) }),
    shown: (data: typeof cookie) => /^## (.*)$/m.exec(data.body)![1],
    // The table's line taken out: the page would lose the table, so the API says which line is missing.
    bad: { ...cookie, body: cookie.body.replace(LEGAL_SLOTS.cookieTable, "") },
    error: { field: "body", message: "needs the line [[cookie-table]] (alone on its line, in the section where it belongs)" },
  },
  {
    name: "About's text",
    kind: "about",
    key: "about",
    seed: ABOUT_SEED,
    changed: (n: number) => ({ ...ABOUT_SEED, paragraphs: [`Founded in Indore, story ${n}.`, ...ABOUT_SEED.paragraphs.slice(1)] }),
    shown: (data: typeof ABOUT_SEED) => data.paragraphs[0],
    bad: { ...ABOUT_SEED, paragraphs: [ABOUT_SEED.paragraphs[0]] },
    error: { field: "paragraphs", message: "paragraphs must have at least 2 item(s)" },
  },
  {
    name: "the technology stack card",
    kind: "technologies",
    key: "technologies",
    seed: tech,
    // A category moved to the front and renamed: order and names are what editors change.
    changed: (n: number) => ({ ...tech, stack: [{ ...tech.stack.at(-1)!, name: `Tools ${n}` }, ...tech.stack.slice(0, -1)] }),
    shown: (data: typeof tech) => `${data.stack[0].name} ${data.stack[0].icon} ${data.stack[0].technologies.join(",")}`,
    bad: { ...tech, stack: [{ ...tech.stack[0], icon: "dragon" }, ...tech.stack.slice(1)] },
    error: { field: "stack[0].icon", message: "stack[0].icon must be one of: server, code, cloud" },
  },
] as const;

describe.each(ITEMS)("$name as site content", (item) => {
  const { kind, key, seed, changed, shown } = item;
  const { visible } = itKeepsDraftsFromVisitors(api, item);

  it("restores an older revision as a new draft, with a diff naming the changed line", async () => {
    expect((await api.save(kind, key, changed(2))).status).toBe(200);
    const { revisions } = await api.item(kind, key);
    const [latest, , seeded] = revisions as { id: number; note: string }[];
    expect(seeded.note).toBe("Seeded");
    const revision = await json(await api.t.call(`${api.itemPath(kind, key)}/revisions/${latest.id}`, { headers: api.editor }));
    expect(revision.diff.filter((line: { change: string }) => line.change !== "same").length).toBeGreaterThan(0);
    const restored = await api.t.call(`${api.itemPath(kind, key)}/revisions/${seeded.id}/restore`, { method: "POST", headers: api.editor });
    expect(restored.status).toBe(200);
    const item = await api.item(kind, key);
    expect(shown(item.draft)).toBe(shown(seed as never));
    expect(item.revisions[0].note).toBe(`Restored revision #${seeded.id}`);
    // Visitors still see what was published last.
    expect(await visible()).toBe(shown(changed(1) as never));
  });
});

describe("the cookie policy's key", () => {
  it("is checked more strictly than the other legal pages: they need no slot line", async () => {
    const privacy = LEGAL_SEED.find((entry) => entry.key === "privacy-policy")!.data;
    expect((await api.save("legal", "privacy-policy", privacy)).status).toBe(200);
    expect((await api.save("legal", "cookie-policy", privacy)).status).toBe(400);
  });
});
