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
 * For scale, the HTML each page returned (one GET each, uncompressed) is served from memory by a
 * minimal Node server (bench/static-server.ts) that gzips every response at zlib level 6, as the
 * site's `compression` middleware does, so the comparison is like for like and the ratio
 * site/static shows what rendering costs. It is driven with the same generator and settings.
 * (The site's gzipped pages still come out larger than the copies: its streamed render reaches
 * the compressor in chunks, each flushed on its own.)
 *
 * Targets are printed for orientation, not asserted: no failures, p99 under 100 ms on `/`, site
 * at least 0.3 of static. Exits non-zero only when the server, the static server or the load
 * generator fails. Server, generator and anything else running share the machine's cores, so
 * figures move from run to run: compare runs made on the same machine at a quiet moment.
 *
 * Settings: BENCH_PORT (3230), LOAD_SECONDS (10), LOAD_CONNECTIONS (50), BENCH_SERVER (build/server.js).
 */
import { type ChildProcess, fork, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
const TARGETS = { homeP99Ms: 100, ratio: 0.3 };
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
  run(url: string, seconds: number): Promise<LoadResult>;
}

interface Row {
  page: string;
  site: LoadResult;
  static: LoadResult;
  /** The server's resident memory right after its run on this page, in MB. */
  rssMb: number | null;
  /** What the server wrote to stderr during this page's runs. */
  serverLog: { lines: number; first: string };
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
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  return {
    name: "autocannon (child process)",
    async run(url, seconds) {
      const args = ["--json", "-c", String(CONNECTIONS), "-d", String(seconds), "-t", String(TIMEOUT_SECONDS)];
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
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  return {
    name: "wrk (2 threads)",
    async run(url, seconds) {
      const args = ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, `--timeout`, `${TIMEOUT_SECONDS}s`, "-s", script];
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
  const server = spawnProductionServer(PORT, dataDir);
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
  return { server, log };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await stopped;
  clearTimeout(timer);
}

function startStaticServer(files: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(STATIC_SERVER, [JSON.stringify(files)], {
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

// ---------------------------------------------------------------- measuring

async function firstPostSlug(): Promise<string> {
  const response = await fetch(`${SITE}/api/blogs`);
  if (!response.ok) throw new Error(`GET /api/blogs answered ${response.status}`);
  const blogs = (await response.json()) as Array<{ slug: string; is_published: boolean }>;
  const post = blogs.find((blog) => blog.is_published);
  if (!post) throw new Error("GET /api/blogs lists no published post");
  return post.slug;
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

/** A warm-up so JIT and caches are in their steady state, then the measured run. */
async function drive(generator: LoadGenerator, url: string): Promise<LoadResult> {
  await generator.run(url, WARM_UP_SECONDS);
  return generator.run(url, SECONDS);
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
const ratio = (row: Row) => row.site.rps / row.static.rps;

function print(generator: LoadGenerator, rows: Row[], memory: Memory) {
  const lines: string[][] = [];
  for (const row of rows) {
    for (const [from, result] of [
      ["site", row.site],
      ["static", row.static],
    ] as const) {
      lines.push([
        from === "site" ? row.page : "",
        from,
        String(result.responses),
        result.rps.toFixed(0),
        ms(result, result.p50),
        ms(result, result.p99),
        String(result.non2xx),
        String(result.errors),
        String(result.timeouts),
        Math.round(result.bytesPerResponse).toLocaleString("en"),
        from === "static" ? ratio(row).toFixed(2) : "",
      ]);
    }
  }
  const header = ["page", "from", "responses", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "timeouts", "bytes/resp", "site/static"];
  const headers = Object.entries(HEADERS).map(([name, value]) => `${name}: ${value}`);
  console.log(`\nPage load: ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, ${CONNECTIONS} connections, ${generator.name}`);
  console.log(`Requests send ${headers.join(", ")}; bytes/resp is as received, headers included.`);
  console.log('"static" is the same HTML served from memory by plain node:http, gzipped per request at level 6.\n');
  for (const line of table(header, lines, 2)) console.log(line);

  for (const row of rows) {
    const statuses = Object.entries(row.site.statuses ?? {});
    if (row.site.non2xx && statuses.length) {
      console.log(`\n${row.page} answered ${statuses.map(([status, count]) => `${status} × ${count}`).join(", ")}.`);
    }
    if (row.serverLog.lines) {
      console.log(`\nDuring ${row.page} the server wrote ${row.serverLog.lines} lines to stderr, first: ${row.serverLog.first}`);
    }
  }

  const after = rows.map((row) => `${mb(row.rssMb)} after ${row.page}`);
  console.log(`\nServer memory (RSS): ${mb(memory.startMb)} after start, ${after.join(", ")}`);
  console.log(`Server peak memory (VmHWM): ${mb(memory.peakMb)}`);
  const { firstBootMb, restartMb, loadMb } = memory.phases;
  console.log(
    `Server peak memory by phase (VmHWM): ${mb(firstBootMb)} on first boot (empty DATA_DIR), ` +
      `${mb(restartMb)} after a restart on the same data, ${mb(loadMb)} after the load`,
  );

  const home = rows[0];
  const failed = rows.filter((row) => failures(row.site) + failures(row.static) > 0).map((row) => row.page);
  const belowRatio = rows.filter((row) => !(ratio(row) >= TARGETS.ratio)).map((row) => row.page);
  const homeP99 = home.site.responses ? `${home.site.p99.toFixed(1)} ms` : "no response";
  const verdict = (met: boolean) => (met ? "met" : "missed");
  console.log("\nTargets, for orientation only:");
  console.log(`  no non-2xx, errors or timeouts: ${verdict(!failed.length)}${failed.length ? ` (${failed.join(", ")})` : ""}`);
  console.log(
    `  p99 on ${home.page} under ${TARGETS.homeP99Ms} ms: ${verdict(home.site.responses > 0 && home.site.p99 < TARGETS.homeP99Ms)} (${homeP99})`,
  );
  console.log(
    `  site/static at least ${TARGETS.ratio}: ${verdict(!belowRatio.length)}${belowRatio.length ? ` (below on ${belowRatio.join(", ")})` : ""}`,
  );
}

// ---------------------------------------------------------------- main

/** Starts the server, waits until it answers, and returns its peak memory so far; it is then stopped. */
async function bootPeakMb(dataDir: string): Promise<number | null> {
  const { server } = startServer(dataDir);
  try {
    await waitForServer(server, ORIGIN);
    return memoryMb(server.pid, "VmHWM");
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
  const { server, log } = startServer(dataDir);
  let staticServer: ChildProcess | undefined;
  try {
    await waitForServer(server, ORIGIN);
    const restartMb = memoryMb(server.pid, "VmHWM");
    const startMb = memoryMb(server.pid, "VmRSS");
    const pages = ["/", "/blog", `/blog/${await firstPostSlug()}`];
    const files = await savePages(pages, path.join(workDir, "pages"));
    const yardstick = await startStaticServer(files);
    staticServer = yardstick.child;

    const rows: Row[] = [];
    for (const page of pages) {
      const linesBefore = log.lines;
      log.first = "";
      console.error(`${page}: ${WARM_UP_SECONDS} + ${SECONDS} s on the site, then on the static copy...`);
      const site = await drive(generator, `${SITE}${page}`);
      if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server stopped during ${page}`);
      const rssMb = memoryMb(server.pid, "VmRSS");
      const serverLog = { lines: log.lines - linesBefore, first: log.first };
      const copy = await drive(generator, `${yardstick.base}${page}`);
      rows.push({ page, site, static: copy, rssMb, serverLog });
    }
    const peakMb = memoryMb(server.pid, "VmHWM");
    print(generator, rows, { startMb, peakMb, phases: { firstBootMb, restartMb, loadMb: peakMb } });
  } finally {
    if (staticServer) await stopStaticServer(staticServer);
    await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
