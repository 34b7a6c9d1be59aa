import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { CHUNK_REPORT } from "../../vite.chunk-report";
import { clientScripts, frameworkProblems, renderHome } from "../../scripts/build-checks";
import { chunkProblems, readChunkReport } from "../../scripts/chunk-report";
import { scriptsAfterLoadProblems } from "~/lib/http/scripts-after-load-check.server";

/** The module script that boots Remix, as the built server wrote it into Home. */
const bootstrapOf = (html: string) =>
  [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body).find((body) => body.includes("__remixManifest")) ?? "";

describe("the production build (npm run build first)", () => {
  let home: { status: number; html: string };
  beforeAll(async () => {
    if (!existsSync("build/server/index.js") || !existsSync(CHUNK_REPORT)) throw new Error("No build in build/: run `npm run build` first.");
    home = await renderHome();
  });

  it("holds every module preload of Home until the page has loaded", () => {
    expect(home.status).toBe(200);
    const preloads = home.html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link).toContain('media="not all"');
  });

  it("imports no route module statically: root and Home come by import() after load, the manifest on one line", () => {
    const bootstrap = bootstrapOf(home.html);
    expect(bootstrap).not.toMatch(/^\s*import \* as /m);
    expect(bootstrap).toMatch(/await Promise\.all\(\[import\("\/assets\/root-[\w-]+\.js"\), import\("\/assets\/_index-[\w-]+\.js"\)\]\)/);
    expect(bootstrap).toMatch(/^window\.__remixManifest = \{.*\};$/m);
    expect(scriptsAfterLoadProblems(home.html)).toEqual([]);
  });

  it("sets the router global the islands listen to, and throws the React error the client entry lets pass", () => {
    const scripts = clientScripts();
    const shell = [...scripts].find(([name]) => name.startsWith("shell-"))?.[1] ?? "";
    expect(shell).toMatch(/window\.__remixRouter=/);
    expect(shell).toMatch(/Error\(\w+\(421\)\)/);
    expect(frameworkProblems(scripts)).toEqual([]);
  });

  it("cuts the chunks by folder: shell, form layer, one file per route", () => {
    const report = readChunkReport();
    expect(chunkProblems(report)).toEqual([]);
    const shell = report.get("shell") ?? [];
    expect(shell).toContain("app/components/site-footer.tsx");
    expect(shell.filter((id) => id.startsWith("app/routes/"))).toEqual([]);
    expect(report.get("_index")).toContain("app/routes/_index.tsx");
    const formLayer = report.get("form-layer") ?? [];
    expect(formLayer).toEqual(expect.arrayContaining(["app/components/forms/site-form.tsx", "app/components/forms/form-texts.ts"]));
    expect(formLayer.filter((id) => id.startsWith("app/") && !/^app\/(components|lib)\/forms\//.test(id))).toEqual([]);
    // Each page form comes on its own, when the visitor reaches it.
    for (const form of ["quote-form", "contact-form", "career-form"]) expect(report.get(form)).toContain(`app/components/page-forms/${form}.tsx`);
  });
});

describe("a public page's first visit (npm run build first)", () => {
  it("loads no validation library: zod comes only with a form, when the visitor reaches it", async () => {
    const { assets } = (await import("../../build/server/index.js" as string)) as {
      assets: { entry: { imports: string[] }; routes: Record<string, { module?: string; imports?: string[] }> };
    };
    const report = JSON.parse(readFileSync(CHUNK_REPORT, "utf8")) as Record<string, string[]>;
    const holdsZod = (file: string) => (report[file.replace(/^\//, "")] ?? []).some((id) => id.startsWith("node_modules/zod/"));
    const publicRoutes = Object.entries(assets.routes).filter(([id, route]) => route.module && !id.includes("console"));
    expect(publicRoutes.length).toBeGreaterThan(10);
    const withZod = publicRoutes.flatMap(([id, route]) =>
      [route.module!, ...(route.imports ?? []), ...assets.entry.imports].filter(holdsZod).map((file) => `${id}: ${file}`),
    );
    expect(withZod).toEqual([]);
  });
});
