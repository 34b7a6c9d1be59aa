import { REMIX_DOCUMENT } from "~/lib/framework-internals";

/** A module preload link, whatever the order of its attributes. */
const ANY_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
/** Every inline module script of the document, with its body. */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
/** A static import of a route module, however Remix names it. */
const STATIC_ROUTE_IMPORT = /^\s*import \* as \w+ from /m;
/** The rewrite's own mark: the route modules imported after the page has loaded. */
const DEFERRED_IMPORTS = "await Promise.all([import(";

/**
 * What is wrong with a document that went through `scriptsAfterLoad()`: each entry is a sentence
 * naming the pattern of `REMIX_DOCUMENT` that no longer matches what Remix writes. An empty list
 * means every module preload was held, no route module is imported statically and the manifest
 * is on one line. `npm run build` renders Home with the build it made and fails on any of these,
 * so a new Remix that writes its scripts differently cannot pass unnoticed.
 */
export function scriptsAfterLoadProblems(html: string): string[] {
  const problems: string[] = [];
  const preloads = html.match(ANY_PRELOAD) ?? [];
  const loose = preloads.filter((link) => !link.includes('media="not all"'));
  if (preloads.length === 0) {
    problems.push("The page has no module preload link: Remix's <Scripts> no longer writes them as the rewrite expects.");
  } else if (loose.length > 0) {
    problems.push(
      `${loose.length} of ${preloads.length} module preload links were not held: the pattern ` +
        `${JSON.stringify(REMIX_DOCUMENT.modulePreload)} (REMIX_DOCUMENT.modulePreload) no longer matches, e.g. ${loose[0]}`,
    );
  }
  const bootstraps = [...html.matchAll(MODULE_SCRIPT)].map(([, body]) => body);
  const bootstrap = bootstraps.find((body) => body.includes(REMIX_DOCUMENT.manifestAssignment.trim()));
  if (!bootstrap) {
    problems.push(
      `No inline module script sets ${REMIX_DOCUMENT.manifestAssignment.trim()}: Remix's bootstrap has changed ` +
        "(REMIX_DOCUMENT.manifestAssignment).",
    );
    return problems;
  }
  if (!bootstrap.includes(DEFERRED_IMPORTS)) {
    problems.push(
      STATIC_ROUTE_IMPORT.test(bootstrap)
        ? `The bootstrap still imports route modules statically: the pattern ${JSON.stringify(REMIX_DOCUMENT.bootstrapOpen)} ` +
            `(REMIX_DOCUMENT.bootstrapOpen) or ${String(REMIX_DOCUMENT.routeImport)} (REMIX_DOCUMENT.routeImport) no longer matches.`
        : `The bootstrap imports no route module after load: ${String(REMIX_DOCUMENT.routeImport)} (REMIX_DOCUMENT.routeImport) no longer matches.`,
    );
  } else if (STATIC_ROUTE_IMPORT.test(bootstrap)) {
    problems.push(
      `Some route modules are still imported statically: ${String(REMIX_DOCUMENT.routeImport)} (REMIX_DOCUMENT.routeImport) ` +
        "no longer matches every import line.",
    );
  }
  if (bootstrap.includes(`${REMIX_DOCUMENT.manifestAssignment}{\n`)) {
    problems.push(
      `The manifest was not put on one line: ${String(REMIX_DOCUMENT.manifest)} (REMIX_DOCUMENT.manifest) no longer matches.`,
    );
  }
  return problems;
}
