import { readFileSync } from "node:fs";
import { CHUNK_REPORT } from "../vite.chunk-report";

/** Each browser chunk's modules, by the chunk's name without its hash ("shell", "form-layer", …). */
export type ChunkReport = Map<string, string[]>;

export function readChunkReport(): ChunkReport {
  const files = JSON.parse(readFileSync(CHUNK_REPORT, "utf8")) as Record<string, string[]>;
  const report: ChunkReport = new Map();
  for (const [file, modules] of Object.entries(files)) {
    const name = file.replace(/^assets\//, "").replace(/-[\w-]{8}\.js$/, "");
    report.set(name, [...(report.get(name) ?? []), ...modules]);
  }
  return report;
}

/** What each chunk cut by vite.chunks.ts must hold, and what must stay out of the shell every page loads. */
const EXPECTED: { chunk: string; holds: RegExp; what: string }[] = [
  { chunk: "shell", holds: /^node_modules\/react-dom\//, what: "React DOM" },
  { chunk: "shell", holds: /^node_modules\/@remix-run\/react\//, what: "Remix's browser runtime" },
  { chunk: "shell", holds: /^app\/components\/site-header\.tsx$/, what: "the header every page shows" },
  { chunk: "shell", holds: /^app\/components\/consent\/cookie-banner\.tsx$/, what: "the consent banner" },
  { chunk: "form-layer", holds: /^node_modules\/@conform-to\/(react|dom)\//, what: "conform (its schema helpers go with the pages that validate)" },
  { chunk: "form-layer", holds: /^app\/components\/forms\/site-form\.tsx$/, what: "the site's form component" },
];
const NEVER_IN_SHELL: { module: RegExp; what: string }[] = [
  { module: /^node_modules\/(swiper|@conform-to|socket\.io-client)\//, what: "code only some pages load on use" },
  { module: /^app\/routes\//, what: "a route module" },
];

/** Sentences for each chunk that does not hold what it should. */
export function chunkProblems(report: ChunkReport): string[] {
  const problems: string[] = [];
  for (const { chunk, holds, what } of EXPECTED) {
    const home = [...report].filter(([, modules]) => modules.some((id) => holds.test(id))).map(([name]) => name);
    if (home.length !== 1 || home[0] !== chunk) {
      problems.push(
        `The chunk "${chunk}" should hold ${what} (${String(holds)}), found in ${home.length ? home.map((name) => `"${name}"`).join(", ") : "no chunk"}: ` +
          "vite.chunks.ts no longer cuts it.",
      );
    }
  }
  for (const { module, what } of NEVER_IN_SHELL) {
    const found = (report.get("shell") ?? []).find((id) => module.test(id));
    if (found) problems.push(`The shell every page loads holds ${found}, ${what}: vite.chunks.ts put it there.`);
  }
  return problems;
}
