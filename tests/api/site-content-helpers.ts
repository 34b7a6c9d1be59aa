import { afterAll, beforeAll } from "vitest";
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
