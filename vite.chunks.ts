import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * How the browser's code is cut into files. Left to itself, Rollup makes a file of every module
 * two routes share: Home loaded 44 files, and each costs its own compression overhead and a line
 * of the page's HTML. Two groups are cut by hand:
 * - "shell": everything the root route and the browser entry import statically (React, Remix, the
 *   header, footer and consent banner), which every page loads anyway;
 * - "form-layer": conform and the site's form components, which every page with a form loads;
 *   the shell also takes the meta helpers and the organisation's structured data, which nearly
 *   every page's meta uses.
 * The build's own helpers go into the shell too: left alone, Rollup puts them in the first chunk
 * that needs one, and every page would then load the form layer for a 1 KB helper.
 * Modules used by one route still go into that route's file, as Rollup does by itself.
 */
const FORM_LAYER = [
  /\/node_modules\/@conform-to\/(react|dom)\//,
  /\/app\/components\/forms\/(contact-fields|enquiry-fields|field|form-notice|honeypot-inputs|phone-field|site-form|submit-button|use-deferred-validation|use-form-post|use-shake|use-site-form|use-values-from-page|utm-fields)\.tsx?$/,
  /\/app\/lib\/forms\/(form-page|form-texts|phone)\.ts$/,
];

const isFormLayer = (id: string) => FORM_LAYER.some((pattern) => pattern.test(id));

/** What nearly every page's meta uses: the meta helpers and the organisation's structured data. */
const PAGE_META = [/\/app\/lib\/(page-meta|structured-data\/(json-ld|organization))\.ts$/];

/**
 * Small building blocks that most pages use: each on its own would be a file of a few hundred
 * bytes, and a line of every page's HTML twice (its modulepreload link and its manifest entry).
 */
const SMALL_SHARED = [
  /\/app\/components\/(section-head|headed-section|icon-cards)\.tsx$/,
  /\/app\/lib\/(organization|reduced-motion|scroll-to|work-anchor|banner)\.ts$/,
];

/** Vite's and Rollup's own helpers (dynamic import preloading, CommonJS interop), which any chunk may use. */
const isBuildHelper = (id: string) => id.startsWith("\0") || id.includes("vite/preload-helper");

const isShellRoot = (id: string) => /\/app\/(root|entry\.client)\.tsx(\?|$)/.test(id);

/** Every module reached by static imports from the root route and the entry. */
function shellModules(meta: ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const pending = [...meta.getModuleIds()].filter(isShellRoot);
  while (pending.length) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The browser build's manualChunks; a new one per build, as the shell is worked out once. */
export function siteChunks(): GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, meta) => {
    shell ??= shellModules(meta);
    if (isBuildHelper(id)) return "shell";
    if (isFormLayer(id)) return "form-layer";
    // Rollup moves a module into the manual chunk of any module that imports it: what the form
    // layer shares with other parts of pages is placed first, or those pages would load it.
    if (id.includes("/node_modules/remix-utils/")) return "shell";
    if (/\/app\/content\/services\.ts$/.test(id)) return "services-content";
    // The popups serve a post's likes and comments as well as the forms' replies.
    if (/\/app\/components\/popup\.tsx$/.test(id)) return "popup";
    if (PAGE_META.some((pattern) => pattern.test(id))) return "shell";
    if (SMALL_SHARED.some((pattern) => pattern.test(id))) return "shell";
    if (shell.has(id) && !isShellRoot(id)) return "shell";
    return undefined;
  };
}
