import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../api/openapi/document";
import { registeredRoutes } from "./router-routes";
import { type TestServer, startTestServer } from "./helpers";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function documentedRoutes(): string[] {
  const { paths = {} } = buildOpenApiDocument();
  return Object.entries(paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method} ${path}`));
}

describe("the OpenAPI document against the built-in API's router", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it("describes every route the router registers", () => {
    const documented = new Set(documentedRoutes());
    const { routes } = registeredRoutes(server.api.router);
    expect(routes.length).toBeGreaterThan(100);
    const undocumented = routes.filter((route) => !documented.has(route));
    expect(undocumented, "routes of api/ missing from the document (api/openapi/)").toEqual([]);
  });

  it("describes no route the router does not have, and covers what mounted middleware serves", () => {
    const { routes, mounts } = registeredRoutes(server.api.router);
    const registered = new Set(routes);
    const underMount = (route: string) => mounts.some((mount) => route.split(" ")[1].startsWith(`${mount}/`));
    const stale = documentedRoutes().filter((route) => !registered.has(route) && !underMount(route));
    expect(stale, "documented routes the API no longer has").toEqual([]);
    const bareMounts = mounts.filter((mount) => !documentedRoutes().some((route) => route.split(" ")[1].startsWith(`${mount}/`)));
    expect(bareMounts, "middleware mounted at a path the document says nothing under").toEqual([]);
  });

  it("serves the document at /api/openapi.json, public and cacheable", async () => {
    const response = await server.call("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const body = await response.json();
    expect(body.openapi).toBe("3.1.0");
    expect(body.paths["/blogs"].get.responses["200"]).toBeDefined();
  });
});
