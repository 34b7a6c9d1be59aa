/**
 * Lighthouse scores of the production build: `npm run bench:lighthouse` (after `npm run build`).
 *
 * Starts the production server (build/server.js, with its built-in API on an embedded database
 * in a temporary folder) and runs Lighthouse on each page in a fresh headless Chromium (Debian's;
 * one per run, as a browser reused for a dozen runs lost the trace of a page load), as a phone
 * (Lighthouse's default config: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown)
 * and as a desktop (its desktop config).
 * Prints per mode the four category scores with LCP, TBT, CLS and the bytes transferred, then
 * every audit that did not pass, one line each. Everything stays on this machine: the pages are
 * served locally, Chromium runs with background networking, component updates and sync off and
 * resolves no host name but localhost, and Lighthouse itself fetches nothing from the internet.
 * Scores are figures, not a verdict: it exits with 1 only when the server or Lighthouse fails.
 * The scores depend on the machine and its load; compare runs made on the same machine.
 * Each run requests its page once first, as visitors keep a page in the server's cache.
 *
 * Settings: BENCH_PORT (3220), LH_PAGES (comma-separated paths, "/blog/{post}" for the newest
 * post; by default the seven pages of issue 16: Home, About, Blog, the newest post, a service,
 * Contact and Career), LH_MODES ("mobile,desktop"), LH_RUNS (1): runs per page and mode; with
 * more than one, the run with the median Performance score is shown (as Lighthouse advises: one
 * run moves by several points with the machine's load) and every run's score is listed. A run that fails is tried again
 * once. Each JSON report is saved as .cache/lighthouse/{mode}-{page}.json.
 * LH_BLOCK (comma-separated URL patterns, "*.js" for every script): requests Lighthouse blocks,
 * to see what a page scores without them; the table then says what was blocked.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { NEWEST_POST, PROJECT_ROOT, SERVER, spawnProductionServer, waitForServer, withNewestPost } from "./production-server";

const DEFAULT_PAGES = ["/", "/about", "/blog", NEWEST_POST, "/services/custom-web-mobile-app-development", "/contact", "/career"];
const MODES = { mobile: undefined, desktop: desktopConfig } satisfies Record<string, Config | undefined>;
type Mode = keyof typeof MODES;
const CATEGORIES = [
  ["performance", "Perf"],
  ["accessibility", "A11y"],
  ["best-practices", "BP"],
  ["seo", "SEO"],
] as const;
/** Audits scored this way count ("metricSavings" are opportunities such as unused JavaScript);
 * informative, manual and not applicable ones do not, nor the hidden duplicates of "insights". */
const SCORED = new Set(["binary", "numeric", "metricSavings"]);

const PORT = Number(process.env.BENCH_PORT) || 3220;
const ORIGIN = `http://localhost:${PORT}`;
const REPORTS = path.join(PROJECT_ROOT, ".cache/lighthouse");
const CHROMIUM = {
  chromePath: "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // Chromium still calls Google at start (network time, Gaia account list, the on-device model
    // component): every host name but localhost resolves to "not found" inside the browser.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
  ],
};

interface Failure {
  category: string;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  error?: string;
}
interface Measurement {
  page: string;
  mode: Mode;
  scores: (number | null)[];
  lcp?: number;
  tbt?: number;
  cls?: number;
  bytes?: number;
  failures: Failure[];
  warnings: string[];
  /** Set when Lighthouse could not measure the page. */
  error?: string;
  /** Performance score of every run, when there were several. */
  perfRuns?: number[];
}

const RUNS = Math.max(1, Math.floor(Number(process.env.LH_RUNS) || 1));
const BLOCKED = (process.env.LH_BLOCK ?? "").split(",").map((pattern) => pattern.trim()).filter(Boolean);

/** The run with the median Performance score of LH_RUNS runs; a failed run is tried again once. */
async function measureMedian(page: string, mode: Mode): Promise<Measurement> {
  const runs: Measurement[] = [];
  let failed = 0;
  while (runs.length < RUNS) {
    try {
      runs.push(await measure(page, mode));
    } catch (error) {
      failed += 1;
      if (failed > RUNS) throw error;
    }
  }
  const perf = (run: Measurement) => run.scores[0] ?? 0;
  runs.sort((a, b) => perf(a) - perf(b));
  const median = runs[Math.floor(runs.length / 2)];
  return RUNS > 1 ? { ...median, perfRuns: runs.map((run) => Math.round(perf(run) * 100)) } : median;
}


function startServer(dataDir: string) {
  const server = spawnProductionServer(PORT, dataDir);
  let errors = "";
  server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  server.on("exit", (code) => {
    if (code) process.stderr.write(errors);
  });
  return server;
}

function fileName(mode: Mode, page: string) {
  const slug = page.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "home";
  return `${mode}-${slug}.json`;
}

/** The audits of the four categories that did not score 1, in the order Lighthouse lists them. */
function failures(lhr: Result): Failure[] {
  const list: Failure[] = [];
  for (const [id, label] of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === "hidden") continue;
      const { title, score, displayValue, scoreDisplayMode, errorMessage } = audit;
      if (scoreDisplayMode === "error") {
        list.push({ category: label, id: ref.id, title, score, error: errorMessage });
      } else if (SCORED.has(scoreDisplayMode) && score !== null && score < 1) {
        list.push({ category: label, id: ref.id, title, score, displayValue });
      }
    }
  }
  return list;
}

async function runLighthouse(page: string, mode: Mode) {
  const chrome = await chromeLauncher.launch(CHROMIUM);
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map(([id]) => id),
      blockedUrlPatterns: BLOCKED,
    };
    // On a site with visitors the page is in the server's cache (for a minute after each render),
    // so Lighthouse measures the page as served, not the first render after the server started.
    await fetch(`${ORIGIN}${page}`).then((response) => response.arrayBuffer());
    return await lighthouse(`${ORIGIN}${page}`, flags, MODES[mode]);
  } finally {
    chrome.kill();
  }
}

async function measure(page: string, mode: Mode): Promise<Measurement> {
  const result = await runLighthouse(page, mode);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page} (${mode})`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, fileName(mode, page)), typeof result.report === "string" ? result.report : result.report[0]);
  const value = (id: string) => lhr.audits[id]?.numericValue;
  return {
    page,
    mode,
    scores: CATEGORIES.map(([id]) => lhr.categories[id]?.score ?? null),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    failures: failures(lhr),
    warnings: lhr.runWarnings.map(String),
  };
}

const cell = (text: string, width: number) => text.padStart(width);
const score = (value: number | null) => (value === null ? "–" : String(Math.round(value * 100)));
const ms = (value?: number) =>
  value === undefined ? "–" : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

function printTable(mode: Mode, rows: Measurement[]) {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const header = `${"page".padEnd(width)}  Perf  A11y    BP   SEO       LCP       TBT    CLS    Bytes`;
  const blocked = BLOCKED.length ? `, requests blocked: ${BLOCKED.join(", ")}` : "";
  console.log(`\n${mode === "mobile" ? "Mobile" : "Desktop"}${blocked}\n${header}\n${"-".repeat(header.length)}`);
  for (const row of rows) {
    if (row.error) {
      console.log(`${row.page.padEnd(width)}  failed, see below`);
      continue;
    }
    const scores = row.scores.map((value) => cell(score(value), 4)).join("  ");
    const cls = row.cls === undefined ? "–" : row.cls.toFixed(3);
    const bytes = row.bytes === undefined ? "–" : `${Math.round(row.bytes / 1000)} KB`;
    const runs = row.perfRuns ? `  (Perf of ${row.perfRuns.length} runs: ${row.perfRuns.join(", ")})` : "";
    console.log(
      `${row.page.padEnd(width)}  ${scores}  ${cell(ms(row.lcp), 8)}  ${cell(ms(row.tbt), 8)}  ${cell(cls, 5)}  ${cell(bytes, 7)}${runs}`,
    );
  }
}

function printFailures(rows: Measurement[]) {
  console.log("\nAudits that did not pass (category, id, score, title: value)");
  for (const row of rows) {
    const verdict = row.error ? `: Lighthouse failed: ${row.error}` : row.failures.length ? "" : ": all passed";
    console.log(`\n${row.page} (${row.mode})${verdict}`);
    for (const warning of row.warnings) console.log(`  warning: ${warning}`);
    for (const failure of row.failures) {
      const value = failure.error ? `error: ${failure.error}` : (failure.displayValue ?? "");
      const shown = failure.score === null ? "–" : failure.score.toFixed(2);
      console.log(`  ${failure.category.padEnd(4)} ${failure.id} ${shown} ${failure.title}${value ? `: ${value}` : ""}`);
    }
  }
}

function chosenModes(): Mode[] {
  const names = (process.env.LH_MODES ?? "mobile,desktop").split(",").map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(name in MODES));
  if (unknown.length) throw new Error(`LH_MODES: unknown mode ${unknown.join(", ")} (use mobile, desktop)`);
  return names as Mode[];
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  if (!existsSync(CHROMIUM.chromePath)) {
    console.error("Lighthouse runs in the desktop chromium (the tests use the headless shell): install Debian's `chromium` first.");
    process.exit(1);
  }
  const modes = chosenModes();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const server = startServer(dataDir);
  try {
    await waitForServer(server, ORIGIN);
    const asked = process.env.LH_PAGES?.split(",").map((page) => page.trim()).filter(Boolean) ?? DEFAULT_PAGES;
    const pages = await withNewestPost(asked, ORIGIN);
    const results: Measurement[] = [];
    for (const mode of modes) {
      const rows: Measurement[] = [];
      for (const page of pages) {
        process.stderr.write(`Lighthouse ${mode} ${page}…\n`);
        try {
          rows.push(await measureMedian(page, mode));
        } catch (error) {
          // Keep measuring the other pages; the run still ends with exit code 1.
          const message = error instanceof Error ? error.message : String(error);
          rows.push({ page, mode, scores: [], failures: [], warnings: [], error: message });
          process.exitCode = 1;
        }
      }
      results.push(...rows);
    }
    for (const mode of modes) printTable(mode, results.filter((row) => row.mode === mode));
    printFailures(results);
    console.log(`\nJSON reports: ${path.relative(PROJECT_ROOT, REPORTS)}/`);
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
