import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { REMIX_DOCUMENT } from "~/lib/framework-internals";

const PRELOAD = REMIX_DOCUMENT.modulePreload;
/** A media query that matches nothing: the browser keeps the preload link but fetches nothing. */
const HELD_PRELOAD = '<link rel="modulepreload" media="not all" ';
const BOOTSTRAP = REMIX_DOCUMENT.bootstrapOpen;
const SCRIPT_END = "</script>";
/** A bootstrap longer than this is not Remix's: it is passed on as it is. */
const MAX_BOOTSTRAP = 64 * 1024;
const ROUTE_IMPORT = REMIX_DOCUMENT.routeImport;
const MANIFEST = REMIX_DOCUMENT.manifest;

/** JSON inside a script is kept from closing it, as Remix writes it. */
const escapeForScript = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The manifest on one line: its indentation was a quarter of it, on every page. */
function compactManifest(body: string): string {
  return body.replace(MANIFEST, (whole, json: string) => {
    try {
      return `${REMIX_DOCUMENT.manifestAssignment}${escapeForScript(JSON.stringify(JSON.parse(json)))};`;
    } catch {
      return whole;
    }
  });
}

/**
 * What the bootstrap does first: wait for the page to load and to be painted (a page can load
 * before its first paint), then let the held preloads go. The paint is heard from the browser's
 * paint timing, not a frame callback: a test's fake clock holds frames, not paints. A tab opened
 * in the background, which paints nothing, starts its scripts when first shown.
 */
const AFTER_LOAD = [
  'await new Promise((go) => document.readyState == "complete" ? go() : addEventListener("load", go, { once: true }));',
  'if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) await new Promise((go) => new PerformanceObserver((_, o) => { o.disconnect(); go(); }).observe({ type: "paint", buffered: true }));',
  `for (const link of document.querySelectorAll('link[rel=modulepreload][media="not all"]')) link.removeAttribute("media");`,
].join("\n");

/**
 * The bootstrap's body with its route imports turned into imports made after the page loaded,
 * and its manifest on one line. A body without route imports (not Remix's bootstrap) is
 * returned as it is.
 */
export function deferBootstrap(body: string): string {
  const imports = [...body.matchAll(ROUTE_IMPORT)];
  if (imports.length === 0) return body;
  const names = imports.map(([, name]) => name).join(", ");
  const loads = imports.map(([, , url]) => `import(${url})`).join(", ");
  const rest = compactManifest(body.replace(ROUTE_IMPORT, "")).replace(/^;\n+/, "\n");
  return `\n${AFTER_LOAD}\nconst [${names}] = await Promise.all([${loads}]);${rest}`;
}

/**
 * Every page is whole without its scripts, so they start once the page has loaded: its stylesheet,
 * font and pictures have the line to themselves on a slow phone, and the first screen is painted
 * before any script is fetched (Lighthouse's simulation counts every script fetched before the
 * largest paint as holding it back). Remix's `<Scripts>` takes no option for it, so the document
 * is rewritten as it streams out:
 * - each module preload link gets `media="not all"`, which holds its fetch; the bootstrap removes
 *   the attribute after the load event, which starts them all at once (the links stay in place,
 *   as React hydrates them);
 * - the bootstrap's static imports of the route modules, which the browser would fetch at once,
 *   become dynamic imports made after the load event; the rest of it runs as before.
 * A browser that ignores `media` on a module preload fetches early, as it did before.
 */
export function scriptsAfterLoad(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let inBootstrap = false;

  const rewrite = (final: boolean): string => {
    let out = "";
    for (;;) {
      if (inBootstrap) {
        const end = pending.indexOf(SCRIPT_END);
        if (end === -1) {
          if (!final && pending.length <= MAX_BOOTSTRAP) return out;
          inBootstrap = false;
          continue;
        }
        out += deferBootstrap(pending.slice(0, end));
        pending = pending.slice(end);
        inBootstrap = false;
      }
      const preload = pending.indexOf(PRELOAD);
      const bootstrap = pending.indexOf(BOOTSTRAP);
      if (preload === -1 && bootstrap === -1) {
        // The end of the text could be the start of a tag cut across chunks: hold it back.
        const keep = final ? 0 : Math.min(pending.length, Math.max(PRELOAD.length, BOOTSTRAP.length) - 1);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
      if (bootstrap === -1 || (preload !== -1 && preload < bootstrap)) {
        out += pending.slice(0, preload) + HELD_PRELOAD;
        pending = pending.slice(preload + PRELOAD.length);
      } else {
        out += pending.slice(0, bootstrap + BOOTSTRAP.length);
        pending = pending.slice(bootstrap + BOOTSTRAP.length);
        inBootstrap = true;
      }
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.write(chunk);
      done(null, rewrite(false));
    },
    flush(done) {
      pending += decoder.end();
      done(null, rewrite(true));
    },
  });
}
