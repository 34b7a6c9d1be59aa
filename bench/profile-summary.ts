/**
 * Where a CPU profile's time went: `npx tsx bench/profile-summary.ts <file.cpuprofile> [filter]`.
 *
 * Reads a profile written by `node --cpu-prof` (the server under `wrk` or `npm run bench:load`)
 * and prints, as shares of all samples: self time by package or source folder, and inclusive
 * time (the function and everything it called) of the functions that make the request path
 * (the middleware, the page cache, Node's http and zlib), each counted once per sample however
 * deep it recurses. Only the samples from the first request the server parsed to the last are
 * counted, so the boot (module loading, migrations) and the shutdown stay out. Figures of
 * decision 012 come from it.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, filter = ""] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx bench/profile-summary.ts <file.cpuprofile> [function-name filter]");
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** A package (node_modules/<name>), a Node internal (node:http), or a folder of the server's bundle. */
function area(url: string): string {
  if (!url) return "(native, GC, idle)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith("node:")) return url.replace(/^node:internal\//, "node:");
  return url.replace(/^file:\/\/.*?\/(build|server|bench)\//, "$1/");
}

const frame = (node: ProfileNode) =>
  `${node.callFrame.functionName || "(anonymous)"} ${area(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const stackHas = (id: number, name: string) => {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    if (byId.get(at)!.callFrame.functionName === name) return true;
  }
  return false;
};
const serving = profile.samples.map((id) => stackHas(id, "parserOnIncoming"));
const first = serving.indexOf(true);
const last = serving.lastIndexOf(true);

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  if (index < first || index > last) return;
  const delta = profile.timeDeltas[index] ?? 0;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === "(idle)") {
    idle += delta;
    return;
  }
  total += delta;
  self.set(area(node.callFrame.url), (self.get(area(node.callFrame.url)) ?? 0) + delta);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = frame(byId.get(at)!);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
  }
});

/**
 * Each sample given to the middleware running it: the nearest frame, from the leaf up, that an
 * Express layer called (a middleware's own work, not the next one's it called), or a named step
 * outside Express (the cache's answers, Node's parser, the garbage collector).
 */
const NAMED_STEPS = /^(sendCached|sendResponse|answerCachedPage|answered|\(garbage collector\)|parserOnIncoming|parserOnHeadersComplete|Socket\._writeGeneric|onStreamRead|onResFinished|afterWrite|socketOnEnd|socketOnClose) /;
const byStep = new Map<string, number>();
profile.samples.forEach((id, index) => {
  if (index < first || index > last) return;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === "(idle)") return;
  let step = `(elsewhere: ${area(node.callFrame.url)})`;
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const above = parent.get(at);
    const key = frame(byId.get(at)!);
    const caller = above === undefined ? undefined : byId.get(above)!.callFrame;
    if (caller?.functionName === "handle" && caller.url.endsWith("express/lib/router/layer.js")) {
      step = `${key} (middleware)`;
      break;
    }
    if (NAMED_STEPS.test(key)) {
      step = key;
      break;
    }
  }
  byStep.set(step, (byStep.get(step) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

const share = (value: number) => `${((100 * value) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle\n`);
console.log("Self time by area:");
for (const [name, value] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${share(value)}  ${name}`);
console.log("\nBy step (a middleware's own work, or the named step that ran it):");
for (const [name, value] of [...byStep].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${share(value)}  ${name}`);
console.log(`\nInclusive time${filter ? ` (functions matching /${filter}/)` : ""}:`);
const pattern = new RegExp(filter, "i");
for (const [name, value] of [...inclusive].sort((a, b) => b[1] - a[1]).filter(([name]) => pattern.test(name)).slice(0, 60)) {
  console.log(`  ${share(value)}  ${name}`);
}
