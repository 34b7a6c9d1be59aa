import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterLoadProblems } from "~/lib/http/scripts-after-load-check.server";
import { scriptsAfterLoad } from "~/lib/http/scripts-after-load.server";

const MANIFEST = JSON.stringify({ entry: { module: "/assets/entry.client-C3.js" }, version: "1" }, null, 2);
/** A page as Remix 2.17 writes it; each test changes one thing as a newer Remix might. */
const PAGE = {
  preload: '<link rel="modulepreload" href="/assets/shell.js"/>',
  open: '<script nonce="n" type="module" async="">',
  imports: 'import * as route0 from "/assets/root-A1.js";\nimport * as route1 from "/assets/_index-B2.js";\n',
  manifest: `window.__remixManifest = ${MANIFEST};\n`,
};
const page = (parts: Partial<typeof PAGE> = {}) => {
  const { preload, open, imports, manifest } = { ...PAGE, ...parts };
  return `<head>${preload}</head><body>${open};\n${imports}${manifest}import("/assets/entry.client-C3.js");</script></body>`;
};
const rewritten = (html: string) => text(Readable.from([Buffer.from(html)]).pipe(scriptsAfterLoad()));

describe("the check that the document rewrite still matches Remix's output", () => {
  it("finds nothing wrong with a page as Remix writes it today", async () => {
    expect(scriptsAfterLoadProblems(await rewritten(page()))).toEqual([]);
  });

  it("names the preload pattern when Remix writes the link's attributes in another order", async () => {
    const problems = scriptsAfterLoadProblems(await rewritten(page({ preload: '<link href="/assets/shell.js" rel="modulepreload"/>' })));
    expect(problems).toEqual([expect.stringContaining('1 of 1 module preload links were not held: the pattern "<link rel=\\"modulepreload\\" " (REMIX_DOCUMENT.modulePreload)')]);
  });

  it("names the bootstrap pattern when Remix opens its bootstrap differently", async () => {
    const problems = scriptsAfterLoadProblems(await rewritten(page({ open: '<script nonce="n" type="module">' })));
    // The bootstrap is passed on whole, so its manifest stays indented too.
    expect(problems).toEqual([
      expect.stringContaining("The bootstrap still imports route modules statically"),
      expect.stringContaining("(REMIX_DOCUMENT.manifest) no longer matches"),
    ]);
    expect(problems[0]).toContain("(REMIX_DOCUMENT.bootstrapOpen)");
  });

  it("names the route import pattern when Remix imports route modules another way", async () => {
    const imports = 'import * as route0 from "/assets/root-A1.js";\nimport * as route1 from \'/assets/_index-B2.js\';\n';
    const problems = scriptsAfterLoadProblems(await rewritten(page({ imports })));
    expect(problems).toEqual([expect.stringContaining("Some route modules are still imported statically")]);
    expect(problems[0]).toContain("(REMIX_DOCUMENT.routeImport)");
  });

  it("names the manifest pattern when the manifest is written otherwise", async () => {
    const problems = scriptsAfterLoadProblems(await rewritten(page({ manifest: `window.__remixManifest = ${MANIFEST}\n` })));
    expect(problems).toEqual([expect.stringContaining("(REMIX_DOCUMENT.manifest) no longer matches")]);
  });

  it("says so when no script sets the manifest at all", async () => {
    const problems = scriptsAfterLoadProblems(await rewritten(page({ manifest: `window.__remixContext.manifest = ${MANIFEST};\n` })));
    expect(problems).toEqual([expect.stringContaining("No inline module script sets window.__remixManifest =")]);
  });
});
