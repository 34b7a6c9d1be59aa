import { afterAll, beforeAll, expect, it } from "vitest";
import type { ApiOptions } from "../../api/index";
import { type TestServer, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

/**
 * The set-up every site content suite shares: a server on a real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL), an editor's session, and the calls on one kind's items.
 */
export function siteContentServer(options: Partial<ApiOptions> = {}) {
  let server: TestServer;
  let editor: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(options, { directSql: true });
    editor = (await memberSession(server, "ed@agency.example", "staff")).headers;
  });

  afterAll(async () => {
    await server?.close();
  });

  const itemPath = (kind: string, key: string) => `/staff/site-content/${kind}/${key}`;
  return {
    get t() {
      return server;
    },
    get editor() {
      return editor;
    },
    itemPath,
    save: (kind: string, key: string, data: unknown) => server.call(itemPath(kind, key), { method: "PUT", json: { data }, headers: editor }),
    publish: (kind: string, key: string) => server.call(`${itemPath(kind, key)}/publish`, { method: "POST", headers: editor }),
    item: async (kind: string, key: string) => json(await server.call(itemPath(kind, key), { headers: editor })),
    /** What visitors get: the kind's published items. */
    published: async <Data = unknown>(kind: string) => (await json(await server.call(`/site-content/${kind}`))) as { key: string; data: Data }[],
  };
}

type SiteContentApi = ReturnType<typeof siteContentServer>;

/** One seeded item of a kind, with what a test changes in it and how visitors see it. */
export interface SiteContentCase {
  kind: string;
  key: string;
  seed: unknown;
  /** The n-th edit of the seed. */
  changed: (n: number) => unknown;
  /** What visitors are shown of the item's data, compared as text. */
  shown: (data: never) => string;
  /** A save the API must refuse, and the field and words its error must have. */
  bad: unknown;
  error: { field: string; message: string };
}

/**
 * What every kind of site content does: it is seeded once and published; a save is a draft
 * visitors do not see until it is published; a bad save is refused naming the field, and the
 * draft stays. Call inside a `describe` for one item; `visible()` is what visitors are shown.
 */
export function itKeepsDraftsFromVisitors(api: SiteContentApi, { kind, key, seed, changed, shown, bad, error }: SiteContentCase) {
  const show = shown as (data: unknown) => string;
  const visible = async () => show((await api.published(kind)).find((entry) => entry.key === key)!.data);

  it("is seeded once, published, from today's text", async () => {
    expect((await api.published(kind)).find((entry) => entry.key === key)?.data).toEqual(seed);
    expect((await api.item(kind, key)).revisions.map((revision: { note: string }) => revision.note)).toEqual(["Seeded"]);
  });

  it("a save is a draft visitors do not see until it is published", async () => {
    expect((await api.save(kind, key, changed(1))).status).toBe(200);
    expect(await visible()).toBe(show(seed));
    expect((await api.publish(kind, key)).status).toBe(200);
    expect(await visible()).toBe(show(changed(1)));
  });

  it("refuses a bad save with 400 naming the field in a sentence, and keeps the draft as it was", async () => {
    const answer = await api.save(kind, key, bad);
    expect(answer.status).toBe(400);
    const { errors } = await json(answer);
    expect(errors).toEqual([expect.objectContaining({ field: error.field, message: expect.stringContaining(error.message) })]);
    expect(show((await api.item(kind, key)).draft)).toBe(show(changed(1)));
  });

  return { visible };
}
