import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Where the browser build lists each chunk's modules, for scripts/build-checks.ts and tests/build. */
export const CHUNK_REPORT = "build/chunk-report.json";

/**
 * Writes which modules each browser chunk holds (paths from the project's root, `node_modules/…`
 * for packages), so the build check can see that every chunk holds what it should. Outside
 * build/client, so the site never serves it.
 */
export function chunkReport(): Plugin {
  const root = process.cwd();
  return {
    name: "chunk-report",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        chunks[file.fileName] = file.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) => path.relative(root, id.replace(/\?.*$/, "")).replaceAll(path.sep, "/"))
          .map((id) => id.replace(/^.*?node_modules\//, "node_modules/"));
      }
      mkdirSync(path.dirname(CHUNK_REPORT), { recursive: true });
      writeFileSync(CHUNK_REPORT, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
