/**
 * How many page views the server keeps up with: `npm run bench:load` (after `npm run build`).
 *
 * Starts the production server (build/server.js, with its built-in API on an embedded database
 * in a temporary folder) and drives `/`, `/blog` and the newest published post from a
 * second process over loopback: wrk (2 threads) when it is on PATH, else autocannon's CLI in a
 * child process, so the load generator never shares a process with the server or this script.
 * Requests look like a browser's (Accept: text/html, Accept-Encoding: gzip). Each page gets a 2 s
 * warm-up, then a measured run; printed are requests/s (mean), p50 and p99 latency, non-2xx
 * responses, errors and timeouts, bytes per response as received (gzipped body and headers), the
 * server's resident memory after each page and its peak (VmHWM) at the end. Before the load, the
 * server boots once on the empty data folder and is stopped, then starts again on the same data:
 * the peak memory (VmHWM) of three phases is printed, first boot, restart and after the load.
 *
 * Each page is driven five ways in the same run, with the same generator and settings:
 * - `site`: the site, answering from its page cache (a cached page);
 * - `site, uncached`: the site with a visitor cookie, which makes every request a render of its own,
 *   over LOAD_UNCACHED_CONNECTIONS (5) connections;
 * - `node, bare`: the HTML each page returned, gzipped once and answered from memory by a bare Node
 *   `http` server in one process (bench/static-server.ts): what a cached page should cost;
 * - `node, bare, cluster`: with WEB_CONCURRENCY above 1 only, that server in as many processes
 *   under Node's `cluster`: what one process per core can do at best on this machine;
 * - `node, gzip each`: the same server gzipping every response at level 6, as `compression` would;
 * - `nginx`: nginx with two workers sending the same bytes precompressed (bench/nginx-server.ts),
 *   skipped when nginx is not on PATH.
 * Then, for uncached renders after a clearing: the post is saved unchanged through the API
 * (which clears the blog's pages) and 50 requests for `/` arrive at once, ten times over; printed
 * is how long the 50 took, which stays near one render's time because they share one render.
 *
 * With WEB_CONCURRENCY (and DATABASE_URL, REDIS_URL) in the environment the server runs one
 * process per worker; its memory is then the sum over the primary and its workers.
 *
 * Targets are printed for orientation, not asserted: no failures; on a cached `/` p99 under 20 ms
 * and at least 0.5 of the bare Node server (one process), or 0.5 of nginx with one process per
 * core. Exits non-zero only when a server or the load generator fails. Server, generator and
 * anything else running share the machine's cores, so figures move from run to run: compare
 * runs made on the same machine at a quiet moment.
 *
 * The site and its yardsticks take turns, LOAD_ROUNDS (3) times per page, and each row shows its
 * median round: one busy moment of a shared machine then cannot make one ratio.
 *
 * Settings: BENCH_PORT (3230; the yardsticks take the next two ports), LOAD_SECONDS (10), LOAD_ROUNDS (3),
 * LOAD_CONNECTIONS (50), LOAD_UNCACHED_CONNECTIONS (5), BENCH_SERVER (build/server.js), BENCH_PAGES_ONLY=1 (only the cached
 * pages and the yardsticks).
 */
import { type ChildProcess, fork, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasNginx, NGINX_WORKERS, startNginx } from "./nginx-server";
import { SERVER, spawnProductionServer, waitForServer } from "./production-server";

const PORT = Number(process.env.BENCH_PORT) || 3230;
const SECONDS = Number(process.env.LOAD_SECONDS) || 10;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS) || 50;
const WARM_UP_SECONDS = 2;
/** A request without an answer after this long counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const ORIGIN = `http://localhost:${PORT}`;
/** The generators connect to IPv4 loopback directly rather than resolve localhost. */
const SITE = `http://127.0.0.1:${PORT}`;
const HEADERS = { Accept: "text/html", "Accept-Encoding": "gzip" };
/** A cookie that makes every page the visitor's own: each request is rendered afresh. */
const UNCACHED_HEADERS = { Cookie: "visitor_id=bench-load-uncached" };
/** A render takes the better part of a second on a busy 2-core host: 50 at once would answer none in 10 s. */
const UNCACHED_CONNECTIONS = Number(process.env.LOAD_UNCACHED_CONNECTIONS) || 5;
const TARGETS = { homeP99Ms: 20, ratio: 0.5 };
const PAGES_ONLY = process.env.BENCH_PAGES_ONLY === "1";
/** Each page's site and yardsticks are driven this many times, alternately; the median round counts. */
const ROUNDS = Math.max(1, Number(process.env.LOAD_ROUNDS) || 3);
/** The bench saves the post unchanged through the API to clear the page cache. */
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? "bench-load-admin-token-0123456789";
process.env.ADMIN_TOKEN = ADMIN_TOKEN;
const BURST = { requests: 50, rounds: 10 };
const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const STATIC_SERVER = path.join(BENCH_DIR, "static-server.ts");

interface LoadResult {
  /** Responses received during the run. */
  responses: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors other than timeouts. */
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  /** Responses by HTTP status, when the generator tells them. */
  statuses?: Record<string, number>;
}

interface LoadGenerator {
  name: string;
  run(url: string, seconds: number, headers?: Record<string, string>, connections?: number): Promise<LoadResult>;
}

/** What a page was served by, in the order printed. */
/** The processes the site runs (WEB_CONCURRENCY); with more than one, bare Node runs as many too. */
const PROCESSES = Number(process.env.WEB_CONCURRENCY) || 1;
const BARE_CLUSTER = "node, bare, cluster";
const SOURCES = ["site", "site, uncached", "node, bare", BARE_CLUSTER, "node, gzip each", `nginx, ${NGINX_WORKERS} workers`] as const;
type Source = (typeof SOURCES)[number];

interface Row {
  page: string;
  results: Partial<Record<Source, LoadResult>>;
  /** The server's resident memory right after its run on this page, in MB. */
  rssMb: number | null;
  /** What the server wrote to stderr during this page's runs. */
  serverLog: { lines: number; first: string };
  /** site/bare of each round, in the order run. */
  roundRatios: number[];
}

interface Memory {
  /** Resident memory once the server answers, in MB. */
  startMb: number | null;
  /** Peak resident memory over the whole run (VmHWM), in MB. */
  peakMb: number | null;
  /**
   * Peak resident memory (VmHWM) of each phase, in MB: the first boot on an empty data folder
   * (a process of its own, stopped once it answers), the restart on the same data (the process
   * then loaded), and that process after the load.
   */
  phases: { firstBootMb: number | null; restartMb: number | null; loadMb: number | null };
}

// ---------------------------------------------------------------- load generators

/** Runs a command to its end and returns its standard output; stopped if it overruns its time. */
function output(command: string, args: string[], seconds: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), (seconds + TIMEOUT_SECONDS + 20) * 1000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${path.basename(command)} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** The part of autocannon's `--json` report read here. */
interface AutocannonReport {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}

function autocannon(): LoadGenerator {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  return {
    name: "autocannon (child process)",
    async run(url, seconds, extra = {}, connections = CONNECTIONS) {
      const headers = Object.entries({ ...HEADERS, ...extra }).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
      const args = ["--json", "-c", String(connections), "-d", String(seconds), "-t", String(TIMEOUT_SECONDS)];
      const stdout = await output(process.execPath, [cli, ...args, ...headers, url], seconds);
      const report = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as AutocannonReport;
      return {
        responses: report.requests.total,
        rps: report.requests.average,
        p50: report.latency.p50,
        p99: report.latency.p99,
        non2xx: report.non2xx,
        errors: report.errors - report.timeouts,
        timeouts: report.timeouts,
        bytesPerResponse: report.requests.total ? report.throughput.total / report.requests.total : 0,
        statuses: Object.fromEntries(
          Object.entries(report.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
        ),
      };
    },
  };
}

/** wrk hands its summary to this script, which prints it as one line of JSON. */
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_REPORT {"requests":%d,"duration":%d,"bytes":%d,"p50":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;

interface WrkReport {
  requests: number;
  /** Microseconds, like the latencies. */
  duration: number;
  bytes: number;
  p50: number;
  p99: number;
  connect: number;
  read: number;
  write: number;
  /** Responses with a status of 400 or more (wrk counts 3xx as success). */
  status: number;
  timeout: number;
}

function wrk(scriptDir: string): LoadGenerator {
  const script = path.join(scriptDir, "report.lua");
  writeFileSync(script, WRK_REPORT);
  return {
    name: "wrk (2 threads)",
    async run(url, seconds, extra = {}, connections = CONNECTIONS) {
      const headers = Object.entries({ ...HEADERS, ...extra }).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
      const args = ["-t2", `-c${connections}`, `-d${seconds}s`, `--timeout`, `${TIMEOUT_SECONDS}s`, "-s", script];
      const stdout = await output("wrk", [...args, ...headers, url], seconds);
      const line = stdout.split("\n").find((text) => text.startsWith("WRK_REPORT "));
      if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
      const report = JSON.parse(line.slice("WRK_REPORT ".length)) as WrkReport;
      return {
        responses: report.requests,
        rps: report.requests / (report.duration / 1e6),
        p50: report.p50 / 1000,
        p99: report.p99 / 1000,
        non2xx: report.status,
        errors: report.connect + report.read + report.write,
        timeouts: report.timeout,
        bytesPerResponse: report.requests ? report.bytes / report.requests : 0,
      };
    },
  };
}

function pickGenerator(scriptDir: string): LoadGenerator {
  const found = !spawnSync("wrk", ["-v"], { stdio: "ignore" }).error;
  return found ? wrk(scriptDir) : autocannon();
}

// ---------------------------------------------------------------- servers


/** The production server, and a count of what it writes to stderr (kept for its first line). */
function startServer(dataDir: string) {
  const server = spawnProductionServer(PORT, dataDir, "pipe");
  let stdout = "";
  server.stdout?.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-4_000)));
  const log = { lines: 0, first: "", tail: "" };
  server.stderr?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    log.lines += text.split("\n").filter(Boolean).length;
    if (!log.first) log.first = text.split("\n")[0];
    log.tail = (log.tail + text).slice(-4_000);
  });
  server.on("exit", (code) => {
    if (code) process.stderr.write(log.tail);
  });
  /** With WEB_CONCURRENCY, the primary says when every worker listens: measuring sooner would measure one. */
  const allListening = async () => {
    while (PROCESSES > 1 && !stdout.includes(`Serving with ${PROCESSES} processes`)) {
      if (server.exitCode !== null) throw new Error("the server stopped");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { server, log, allListening };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await stopped;
  clearTimeout(timer);
}

function startStaticServer(
  files: Record<string, string>,
  mode: "on-the-fly" | "precompressed",
  processes = 1,
): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(STATIC_SERVER, [JSON.stringify(files), mode, String(processes)], {
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message) =>
      resolve({ child, base: `http://127.0.0.1:${(message as { port: number }).port}` }),
    );
    child.once("exit", (code) => reject(new Error(`the static server exited with code ${code} before it was ready`)));
  });
}

async function stopStaticServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  if (child.connected) child.disconnect();
  else child.kill();
  await stopped;
}

/** nginx once it answers, or undefined when it is not installed. */
async function startNginxYardstick(files: Record<string, string>, folder: string) {
  if (!hasNginx()) return undefined;
  const port = PORT + 1;
  const child = startNginx(files, folder, port);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (await fetch(`${base}/`).then((response) => response.ok, () => false)) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer within 10 s");
}

async function stopNginx(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGQUIT");
  await stopped;
}

// ---------------------------------------------------------------- measuring

async function firstPost(): Promise<PostRef> {
  const response = await fetch(`${SITE}/api/blogs`);
  if (!response.ok) throw new Error(`GET /api/blogs answered ${response.status}`);
  const blogs = (await response.json()) as Array<PostRef & { is_published: boolean }>;
  const post = blogs.find((blog) => blog.is_published);
  if (!post) throw new Error("GET /api/blogs lists no published post");
  return post;
}

/** Saves the HTML each page returns, uncompressed, and maps each page to its file. */
async function savePages(pages: string[], folder: string): Promise<Record<string, string>> {
  mkdirSync(folder);
  const files: Record<string, string> = {};
  for (const [index, page] of pages.entries()) {
    const response = await fetch(`${SITE}${page}`, { headers: { Accept: "text/html", "Accept-Encoding": "identity" } });
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const file = path.join(folder, `page-${index}.html`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    files[page] = file;
  }
  return files;
}

/** The run of median throughput (the upper one of an even count). */
function medianRun(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
}

/** A warm-up so JIT and caches are in their steady state, then the measured run. */
async function drive(
  generator: LoadGenerator,
  url: string,
  headers?: Record<string, string>,
  connections?: number,
): Promise<LoadResult> {
  await generator.run(url, WARM_UP_SECONDS, headers, connections);
  return generator.run(url, SECONDS, headers, connections);
}

/** A field of /proc/<pid>/status (Linux only) in MB, or null when it cannot be read. */
function memoryMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kilobytes ? (Number(kilobytes) * 1024) / 1e6 : null;
  } catch {
    return null;
  }
}

/** The process and its children (a cluster's workers), summed: what the server holds in all. */
function treeMemoryMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  const own = memoryMb(pid, field);
  if (own === null) return null;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // Not Linux, or no children file: the process alone.
  }
  return children.reduce((sum, child) => sum + (memoryMb(child, field) ?? 0), own);
}

interface PostRef {
  id: number;
  slug: string;
  title: string;
}

/** Saves the post unchanged through the API: the API announces a change, the site clears its blog pages. */
async function clearBlogPages(post: PostRef) {
  const response = await fetch(`${SITE}/api/blogs/${post.id}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: post.title }),
  });
  if (!response.ok) throw new Error(`PUT /api/blogs/${post.id} answered ${response.status}`);
}

interface Burst {
  /** Wall time from the first request to the last answer, per round, in ms. */
  roundsMs: number[];
  failures: number;
}

/**
 * After each clearing, 50 requests for `/` at once: the first renders, the others wait on its
 * render. The change reaches the page cache through the API's event, so the clearing is
 * confirmed by asking until a fresh ETag comes back.
 */
async function burstsAfterClearing(post: PostRef): Promise<Burst> {
  const burst: Burst = { roundsMs: [], failures: 0 };
  for (let round = 0; round < BURST.rounds; round += 1) {
    await clearBlogPages(post);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BURST.requests }, () =>
        fetch(`${SITE}/`, { headers: HEADERS }).then(
          async (response) => (await response.arrayBuffer(), response.ok),
          () => false,
        ),
      ),
    );
    burst.roundsMs.push(performance.now() - started);
    burst.failures += answers.filter((ok) => !ok).length;
  }
  return burst;
}

// ---------------------------------------------------------------- printing

function table(header: string[], lines: string[][], leftColumns: number): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...lines.map(format)];
}

const mb = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(1)} MB`);
/** A latency, or n/a when no response came back to time. */
const ms = (result: LoadResult, value: number) => (result.responses ? value.toFixed(1) : "n/a");
const failures = (result: LoadResult) => result.non2xx + result.errors + result.timeouts;
const ratioTo = (row: Row, source: Source) => {
  const site = row.results.site;
  const other = row.results[source];
  return site && other ? site.rps / other.rps : null;
};
const fixed = (value: number | null) => (value === null ? "" : value.toFixed(2));

function print(generator: LoadGenerator, rows: Row[], memory: Memory, burst: Burst | null) {
  const nginx: Source = `nginx, ${NGINX_WORKERS} workers`;
  const lines: string[][] = [];
  for (const row of rows) {
    for (const source of SOURCES) {
      const result = row.results[source];
      if (!result) continue;
      lines.push([
        source === "site" ? row.page : "",
        source,
        String(result.responses),
        result.rps.toFixed(0),
        ms(result, result.p50),
        ms(result, result.p99),
        String(result.non2xx),
        String(result.errors),
        String(result.timeouts),
        Math.round(result.bytesPerResponse).toLocaleString("en"),
        source === "site" ? fixed(ratioTo(row, "node, bare")) : "",
        source === "site" ? fixed(ratioTo(row, nginx)) : "",
        ...(PROCESSES > 1 ? [source === "site" ? fixed(ratioTo(row, BARE_CLUSTER)) : ""] : []),
      ]);
    }
  }
  const header = ["page", "from", "responses", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "timeouts", "bytes/resp", "site/bare", "site/nginx"];
  if (PROCESSES > 1) header.push("site/cluster");
  const headers = Object.entries(HEADERS).map(([name, value]) => `${name}: ${value}`);
  console.log(`\nPage load: ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, ${CONNECTIONS} connections, ${generator.name}`);
  console.log(`The site runs ${PROCESSES} process${PROCESSES > 1 ? "es (WEB_CONCURRENCY)" : ""}; the machine has ${cpus().length} cores.`);
  console.log(`Requests send ${headers.join(", ")}; bytes/resp is as received, headers included.`);
  console.log(`"site, uncached" sends a visitor cookie, so every request is rendered, over ${UNCACHED_CONNECTIONS} connections. The other three serve the`);
  console.log("HTML the site returned from memory: node bare (gzipped once), node gzip each (per request), nginx (gzip_static).");
  if (PROCESSES > 1) console.log(`node bare, cluster: the same bare server in ${PROCESSES} processes under Node's cluster, as the site runs.`);
  console.log("");
  for (const line of table(header, lines, 2)) console.log(line);
  if (ROUNDS > 1) {
    console.log(`\nEach row is the median of ${ROUNDS} rounds run alternately; site/bare by round:`);
    for (const row of rows) console.log(`  ${row.page}: ${row.roundRatios.map((ratio) => ratio.toFixed(2)).join(", ")}`);
  }

  for (const row of rows) {
    const statuses = Object.entries(row.results.site?.statuses ?? {});
    if (row.results.site?.non2xx && statuses.length) {
      console.log(`\n${row.page} answered ${statuses.map(([status, count]) => `${status} × ${count}`).join(", ")}.`);
    }
    if (row.serverLog.lines) {
      console.log(`\nDuring ${row.page} the server wrote ${row.serverLog.lines} lines to stderr, first: ${row.serverLog.first}`);
    }
  }
  if (!rows[0].results[nginx]) console.log("\nnginx is not on PATH: its row is skipped (Debian: apt-get install nginx-light).");

  if (burst) {
    const sorted = [...burst.roundsMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `\nAfter a clearing, ${BURST.requests} requests for / at once (${BURST.rounds} rounds): all answered in ` +
        `${median.toFixed(0)} ms (median), ${sorted[0].toFixed(0)}–${sorted.at(-1)!.toFixed(0)} ms; ${burst.failures} failed.`,
    );
  }

  const after = rows.map((row) => `${mb(row.rssMb)} after ${row.page}`);
  console.log(`\nServer memory (RSS, all its processes): ${mb(memory.startMb)} after start, ${after.join(", ")}`);
  console.log(`Server peak memory (VmHWM, summed over its processes): ${mb(memory.peakMb)}`);
  const { firstBootMb, restartMb, loadMb } = memory.phases;
  console.log(
    `Server peak memory by phase (VmHWM): ${mb(firstBootMb)} on first boot (empty DATA_DIR), ` +
      `${mb(restartMb)} after a restart on the same data, ${mb(loadMb)} after the load`,
  );

  const home = rows[0].results.site!;
  const failed = rows
    .filter((row) => Object.values(row.results).some((result) => failures(result) > 0))
    .map((row) => row.page);
  const yardstick: Source = PROCESSES > 1 ? nginx : "node, bare";
  const belowRatio = rows.filter((row) => !((ratioTo(row, yardstick) ?? 0) >= TARGETS.ratio)).map((row) => row.page);
  const homeP99 = home.responses ? `${home.p99.toFixed(1)} ms` : "no response";
  const verdict = (met: boolean) => (met ? "met" : "missed");
  console.log("\nTargets, for orientation only:");
  console.log(`  no non-2xx, errors or timeouts: ${verdict(!failed.length)}${failed.length ? ` (${failed.join(", ")})` : ""}`);
  console.log(
    `  p99 of a cached ${rows[0].page} under ${TARGETS.homeP99Ms} ms: ${verdict(home.responses > 0 && home.p99 < TARGETS.homeP99Ms)} (${homeP99})`,
  );
  console.log(
    `  cached site at least ${TARGETS.ratio} of ${yardstick}: ${verdict(!belowRatio.length)}${belowRatio.length ? ` (below on ${belowRatio.join(", ")})` : ""}`,
  );
}

// ---------------------------------------------------------------- main

/** Starts the server, waits until it answers, and returns its peak memory so far; it is then stopped. */
async function bootPeakMb(dataDir: string): Promise<number | null> {
  const { server, allListening } = startServer(dataDir);
  try {
    await waitForServer(server, ORIGIN);
    await allListening();
    return treeMemoryMb(server.pid, "VmHWM");
  } finally {
    await stopServer(server);
  }
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const dataDir = path.join(workDir, "data");
  mkdirSync(dataDir);
  const generator = pickGenerator(workDir);
  console.error("First boot on an empty data folder...");
  const firstBootMb = await bootPeakMb(dataDir).catch((error: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  console.error("Restart on the same data, then the load...");
  const { server, log, allListening } = startServer(dataDir);
  const yardsticks: ChildProcess[] = [];
  let nginxChild: ChildProcess | undefined;
  try {
    await waitForServer(server, ORIGIN);
    await allListening();
    const restartMb = treeMemoryMb(server.pid, "VmHWM");
    const startMb = treeMemoryMb(server.pid, "VmRSS");
    const post = await firstPost();
    const pages = ["/", "/blog", `/blog/${post.slug}`];
    const files = await savePages(pages, path.join(workDir, "pages"));
    const bare = await startStaticServer(files, "precompressed");
    const onTheFly = await startStaticServer(files, "on-the-fly");
    yardsticks.push(bare.child, onTheFly.child);
    const bareCluster = PROCESSES > 1 ? await startStaticServer(files, "precompressed", PROCESSES) : undefined;
    if (bareCluster) yardsticks.push(bareCluster.child);
    const nginx = await startNginxYardstick(files, path.join(workDir, "nginx"));
    nginxChild = nginx?.child;

    const rows: Row[] = [];
    for (const page of pages) {
      const linesBefore = log.lines;
      log.first = "";
      console.error(`${page}: ${WARM_UP_SECONDS} + ${SECONDS} s on the site and on each yardstick...`);
      // Rounds alternate the site and its yardsticks, so a busy moment of the machine falls on
      // each of them alike; each keeps its median round (by req/s).
      const rounds: Partial<Record<Source, LoadResult[]>> = {};
      const record = (source: Source, result: LoadResult) => (rounds[source] ??= []).push(result);
      let rssMb: number | null = null;
      for (let round = 0; round < ROUNDS; round += 1) {
        record("site", await drive(generator, `${SITE}${page}`));
        if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server stopped during ${page}`);
        rssMb = treeMemoryMb(server.pid, "VmRSS");
        record("node, bare", await drive(generator, `${bare.base}${page}`));
        if (bareCluster) record(BARE_CLUSTER, await drive(generator, `${bareCluster.base}${page}`));
        if (!PAGES_ONLY) record("node, gzip each", await drive(generator, `${onTheFly.base}${page}`));
        if (nginx) record(`nginx, ${NGINX_WORKERS} workers`, await drive(generator, `${nginx.base}${page}`));
      }
      const serverLog = { lines: log.lines - linesBefore, first: log.first };
      const results: Row["results"] = Object.fromEntries(
        Object.entries(rounds).map(([source, list]) => [source, medianRun(list)]),
      );
      const ratios = rounds.site!.map((site, round) => site.rps / rounds["node, bare"]![round].rps);
      rows.push({ page, results, rssMb, serverLog, roundRatios: ratios });
    }
    // Last, so renders still running when a run ends do not slow another's measurement.
    for (const row of PAGES_ONLY ? [] : rows) {
      console.error(`${row.page}: ${WARM_UP_SECONDS} + ${SECONDS} s on the site, uncached...`);
      row.results["site, uncached"] = await drive(generator, `${SITE}${row.page}`, UNCACHED_HEADERS, UNCACHED_CONNECTIONS);
    }
    console.error("Uncached renders after a clearing...");
    const burst = PAGES_ONLY ? null : await burstsAfterClearing(post);
    const peakMb = treeMemoryMb(server.pid, "VmHWM");
    print(generator, rows, { startMb, peakMb, phases: { firstBootMb, restartMb, loadMb: peakMb } }, burst);
  } finally {
    for (const child of yardsticks) await stopStaticServer(child);
    if (nginxChild) await stopNginx(nginxChild);
    await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
