import { afterAll, beforeAll } from "vitest";
import { type TestServer, json, startTestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

/** One API per test file with a signed-in editor, and the calls every kind's tests make. */
export function siteContentServer() {
  const state = {} as { t: TestServer; editor: Record<string, string> };
  beforeAll(async () => {
    state.t = await startTestServer({}, { directSql: true });
    state.editor = (await memberSession(state.t, "ed@agency.example", "staff")).headers;
  });
  afterAll(async () => {
    await state.t?.close();
  });
  const path = (kind: string, key: string) => `/staff/site-content/${kind}/${key}`;
  return {
    get t() {
      return state.t;
    },
    get editor() {
      return state.editor;
    },
    path,
    save: (kind: string, key: string, data: unknown) => state.t.call(path(kind, key), { method: "PUT", json: { data }, headers: state.editor }),
    publish: (kind: string, key: string) => state.t.call(`${path(kind, key)}/publish`, { method: "POST", headers: state.editor }),
    item: async (kind: string, key: string) => json(await state.t.call(path(kind, key), { headers: state.editor })),
    /** What visitors read: GET /site-content/:kind. */
    published: async <Data>(kind: string) => (await json(await state.t.call(`/site-content/${kind}`))) as { key: string; data: Data }[],
  };
}
