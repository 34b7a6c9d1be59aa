import path from "node:path";
import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * How the browser's code is cut into files. Left to itself, Rollup makes a file of every module
 * two routes share: Home loaded 44 files, and each costs its own compression overhead and a line
 * of the page's HTML. The cut goes by folder, so a new file lands in the right chunk by where it
 * is put:
 * - "shell": what the root route and the browser entry import statically (React, Remix, the
 *   header, footer and consent banner), which every page loads anyway, found by following their
 *   imports from their two files; the framework's helpers in `remix-utils` too;
 * - "form-layer": conform and `app/components/forms/`, the site's form building blocks, which
 *   every form loads (the page forms built from them are in `app/components/page-forms/`, each
 *   loaded on its own);
 * - "services-content" and "popup": the services' texts and the popups, each shared by pages that
 *   load different code otherwise.
 * The build's own helpers go into the shell too: left alone, Rollup puts them in the first chunk
 * that needs one, and every page would then load the form layer for a 1 KB helper.
 * Modules used by one route still go into that route's file, as Rollup does by itself.
 * `npm run build` checks each chunk holds what it should (scripts/chunk-report.ts).
 */
const FOLDERS: [chunk: string, folder: RegExp][] = [
  ["form-layer", /\/node_modules\/@conform-to\/(react|dom)\//],
  ["form-layer", /\/app\/components\/forms\//],
  // Rollup moves a module into the manual chunk of any module that imports it: what the form
  // layer shares with other parts of pages is placed in the shell, or those pages would load it.
  ["shell", /\/node_modules\/remix-utils\//],
  // Small building blocks most pages use (meta helpers, the organisation's structured data,
  // section headings): each on its own would be a file of a few hundred bytes and two lines of
  // every page's HTML (its modulepreload link and its manifest entry).
  ["shell", /\/app\/(lib|components)\/shell\//],
  ["services-content", /\/app\/content\/services\.ts$/],
  // The popups serve a post's likes and comments as well as the forms' replies.
  ["popup", /\/app\/components\/popup\.tsx$/],
];

/** Vite's and Rollup's own helpers (dynamic import preloading, CommonJS interop), which any chunk may use. */
const isBuildHelper = (id: string) => id.startsWith("\0") || id.includes("vite/preload-helper");

/** The files every page starts from: the root route and the browser entry. */
const SHELL_ROOTS = ["app/root.tsx", "app/entry.client.tsx"].map((file) => path.resolve(file));
const isShellRoot = (id: string) => SHELL_ROOTS.includes(id.replace(/\?.*$/, ""));

/** Every module reached by static imports from the shell's roots, followed from their files. */
function shellModules(meta: Pick<ManualChunkMeta, "getModuleInfo">): Set<string> {
  const found = new Set<string>();
  const pending = [...SHELL_ROOTS];
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
    if (isBuildHelper(id)) return "shell";
    const byFolder = FOLDERS.find(([, folder]) => folder.test(id));
    if (byFolder) return byFolder[0];
    shell ??= shellModules(meta);
    if (shell.has(id) && !isShellRoot(id)) return "shell";
    return undefined;
  };
}
