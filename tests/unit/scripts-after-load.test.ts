import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferBootstrap, scriptsAfterLoad } from "~/lib/http/scripts-after-load.server";

const MANIFEST = { entry: { module: "/assets/entry.client-C3.js", imports: ["/assets/shell.js"] }, version: "1" };
const BOOTSTRAP_BODY =
  ';\nimport * as route0 from "/assets/root-A1.js";\nimport * as route1 from "/assets/_index-B2.js";\n' +
  `window.__remixManifest = ${JSON.stringify(MANIFEST, null, 2)};\n` +
  'window.__remixRouteModules = {"root":route0,"routes/_index":route1};\n\nimport("/assets/entry.client-C3.js");';
const PAGE =
  '<head><title>Café ☕</title><link rel="modulepreload" href="/assets/entry.client-C3.js"/>' +
  '<link rel="modulepreload" href="/assets/shell.js"/></head><body><p>Ready — “quoted”</p>' +
  `<script nonce="abc" type="module" async="">${BOOTSTRAP_BODY}</script>` +
  '<script nonce="abc">window.__remixContext.streamController.close();</script></body>';

/** Streams the page through the rewrite cut into chunks of `size` bytes, as the renderer may cut it. */
async function rewritten(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(scriptsAfterLoad()));
}

/** Runs a rewritten bootstrap body with a stand-in document, window and import(). */
async function runBootstrap(body: string, readyState: "loading" | "complete") {
  const log: string[] = [];
  const links = [{ removeAttribute: (name: string) => log.push(`preload released (${name})`) }];
  const listeners: (() => void)[] = [];
  const document = { readyState, querySelectorAll: () => links };
  const addEventListener = (type: string, listener: () => void) => listeners.push(() => log.push(type) && listener());
  /** Paint timing: delivers one paint to each observer, as after the page's first paint. */
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly heard: (list: unknown, observer: PerformanceObserver) => void) {}
    observe() {
      log.push("paint");
      setTimeout(() => this.heard([], this));
    }
    disconnect() {}
  }
  const window: Record<string, unknown> = { PerformanceObserver };
  const load = async (url: string) => {
    log.push(`import ${url}`);
    return { url };
  };
  const script = body.replaceAll("import(", "load(");
  const run = new Function(
    "document",
    "addEventListener",
    "window",
    "PerformanceObserver",
    "load",
    `return (async () => {${script}})();`,
  );
  const done = run(document, addEventListener, window, PerformanceObserver, load) as Promise<void>;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const beforeLoad = [...log];
  for (const listener of listeners) listener();
  await done;
  return { beforeLoad, log, window };
}

describe("scripts after the page has loaded", () => {
  it("holds every module preload and defers the bootstrap's imports, and changes nothing else", async () => {
    const page = await rewritten(PAGE, 4096);
    expect(page).toContain('<link rel="modulepreload" media="not all" href="/assets/entry.client-C3.js"/>');
    expect(page).toContain('<link rel="modulepreload" media="not all" href="/assets/shell.js"/>');
    expect(page).not.toMatch(/^import \* as/m);
    expect(page).toContain(`<script nonce="abc" type="module" async="">${deferBootstrap(BOOTSTRAP_BODY)}</script>`);
    // Outside the two tags, the page is as it was.
    const restored = page
      .replaceAll(' media="not all"', "")
      .replace(deferBootstrap(BOOTSTRAP_BODY), BOOTSTRAP_BODY);
    expect(restored).toBe(PAGE);
  });

  it("finds tags cut across chunks, and keeps characters cut across chunks whole", async () => {
    const whole = await rewritten(PAGE, 4096);
    for (const size of [1, 2, 3, 7, 13, 26, 27, 40, 200]) expect(await rewritten(PAGE, size), `chunks of ${size}`).toBe(whole);
  });

  it("imports nothing until the page has loaded, then releases the preloads and runs the bootstrap", async () => {
    const { beforeLoad, log, window } = await runBootstrap(deferBootstrap(BOOTSTRAP_BODY), "loading");
    expect(beforeLoad).toEqual([]);
    expect(log).toEqual([
      "load",
      "paint",
      "preload released (media)",
      "import /assets/root-A1.js",
      "import /assets/_index-B2.js",
      "import /assets/entry.client-C3.js",
    ]);
    expect(window.__remixManifest).toEqual(MANIFEST);
    expect(window.__remixRouteModules).toEqual({
      root: { url: "/assets/root-A1.js" },
      "routes/_index": { url: "/assets/_index-B2.js" },
    });
  });

  it("starts at once when the page has already loaded", async () => {
    const { beforeLoad } = await runBootstrap(deferBootstrap(BOOTSTRAP_BODY), "complete");
    expect(beforeLoad.slice(0, 2)).toEqual(["paint", "preload released (media)"]);
    expect(beforeLoad).toContain("import /assets/entry.client-C3.js");
  });

  it("writes the manifest on one line, still unable to close its script", () => {
    const body = BOOTSTRAP_BODY.replace('"version": "1"', '"version": "</script><b>&"');
    const deferred = deferBootstrap(body);
    expect(deferred).toContain('window.__remixManifest = {"entry":{"module":"/assets/entry.client-C3.js"');
    expect(deferred).toContain('"version":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"');
    expect(deferred).not.toContain("</script>");
    expect(deferred).toMatch(/^window\.__remixManifest = \{.*\};$/m);
  });

  it("leaves other module scripts alone", async () => {
    const other = '<script type="module" async="">import "/assets/x.js";</script>';
    expect(await rewritten(other, 5)).toBe(other);
  });
});
