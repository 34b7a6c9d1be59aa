/**
 * Load benchmark of the built-in API: `npm run bench:api`.
 *
 * Starts the API in a child process (rate limits off) on PGlite in a temporary folder, and on
 * PostgreSQL when one is available (DATABASE_URL, else the private server of
 * scripts/postgres-test.sh), then drives it over loopback with autocannon from this process:
 * GET /api/blogs, and POST /api/likes toggling likes of many visitors on the published posts.
 *
 * On a given DATABASE_URL it works in a throwaway database it creates and drops, never in the
 * configured one. Settings: BENCH_DURATION (seconds per endpoint, 10), BENCH_CONNECTIONS (50),
 * BENCH_DATABASES ("pglite,postgres").
 */
import { type ChildProcess, execFileSync, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const DURATION_S = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const VISITORS = 2_000;
const THIS_FILE = fileURLToPath(import.meta.url);
const PROJECT_ROOT = path.resolve(path.dirname(THIS_FILE), "..");

/** The parts of autocannon's API this benchmark uses; the package ships no types. */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type ServeTarget = { dataDir: string } | { databaseUrl: string };

// ---------------------------------------------------------------- child: serve the API

async function serve(target: ServeTarget): Promise<void> {
  const { default: express } = await import("express");
  const { createApi } = await import("../api/index");
  const api = await createApi({ ...target, rateLimit: false });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use("/api", api.router);
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await api.attach(server);
  process.send?.({ port: (server.address() as AddressInfo).port });
  // The load generator abandons its last requests; finish them before the database goes away.
  let inFlight = 0;
  server.on("request", (_req, res) => {
    inFlight += 1;
    res.once("close", () => (inFlight -= 1));
  });
  process.on("disconnect", () => {
    server.close();
    const deadline = Date.now() + 15_000;
    const timer = setInterval(() => {
      server.closeIdleConnections();
      if (inFlight > 0 && Date.now() < deadline) return;
      clearInterval(timer);
      server.closeAllConnections();
      void api.close().finally(() => process.exit(0));
    }, 50);
  });
}

// ---------------------------------------------------------------- parent: drive the load

function startServer(target: ServeTarget): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(THIS_FILE, ["--serve", JSON.stringify(target)], {
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once("exit", (code) => reject(new Error(`API process exited with code ${code} before it was ready`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.disconnect();
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function measure(database: string, target: ServeTarget, autocannon: Autocannon): Promise<Row[]> {
  console.error(`\n${database}: starting the API...`);
  const { child, port } = await startServer(target);
  const base = `http://127.0.0.1:${port}`;
  try {
    const blogs = (await (await fetch(`${base}/api/blogs`)).json()) as Array<{ id: number; is_published: boolean }>;
    const blogIds = blogs.filter((blog) => blog.is_published).map((blog) => blog.id);
    const visitors = Array.from({ length: VISITORS }, () => randomUUID());
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

    const scenarios: Array<{ endpoint: string; requests: AutocannonRequest[] }> = [
      { endpoint: "GET /api/blogs", requests: [{ method: "GET", path: "/api/blogs" }] },
      {
        endpoint: "POST /api/likes",
        requests: [
          {
            method: "POST",
            path: "/api/likes",
            setupRequest: (request) => ({
              ...request,
              headers: { "content-type": "application/json", "x-visitor-id": pick(visitors) },
              body: JSON.stringify({ blog_id: pick(blogIds) }),
            }),
          },
        ],
      },
    ];

    const rows: Row[] = [];
    for (const { endpoint, requests } of scenarios) {
      // A short warm-up so JIT, caches and connection pools are in their steady state.
      await autocannon({ url: base, connections: CONNECTIONS, duration: 2, requests });
      console.error(`${database}: ${endpoint} for ${DURATION_S} s with ${CONNECTIONS} connections...`);
      const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests });
      rows.push({
        database,
        endpoint,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    return rows;
  } finally {
    await stopServer(child);
  }
}

/** A PostgreSQL server URL: DATABASE_URL, else the project's private test server (started if needed). */
function postgresServer(): { url: string; stop(): void } | null {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  const script = path.join(PROJECT_ROOT, "scripts/postgres-test.sh");
  try {
    const wasRunning = (() => {
      try {
        execFileSync("bash", [script, "status"], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    })();
    const url = execFileSync("bash", [script, "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
    return {
      url,
      stop: () => {
        if (!wasRunning) execFileSync("bash", [script, "stop"], { stdio: "ignore" });
      },
    };
  } catch (error) {
    console.error(`PostgreSQL is not available, skipping it: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

async function withScratchDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `api_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  }
}

function printTable(rows: Row[]): void {
  const header = ["database", "endpoint", "requests/s", "p50 ms", "p99 ms", "errors"];
  const lines = rows.map((row) => [
    row.database,
    row.endpoint,
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.errors),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(`\nAPI benchmark: ${DURATION_S} s per endpoint, ${CONNECTIONS} connections, rate limits off`);
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((name) => name.trim());
  const rows: Row[] = [];

  if (wanted.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "api-bench-pglite-"));
    try {
      rows.push(...(await measure("PGlite", { dataDir }, autocannon)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (wanted.includes("postgres")) {
    const server = postgresServer();
    if (server) {
      try {
        rows.push(
          ...(await withScratchDatabase(server.url, (databaseUrl) => measure("PostgreSQL", { databaseUrl }, autocannon))),
        );
      } finally {
        server.stop();
      }
    }
  }

  printTable(rows);
}

const serveIndex = process.argv.indexOf("--serve");
if (serveIndex >= 0) {
  serve(JSON.parse(process.argv[serveIndex + 1] ?? "{}") as ServeTarget).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
