import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, stopProcess } from "./child-process";

/**
 * The production server (build/server.js) run as several processes (WEB_CONCURRENCY), on a
 * PostgreSQL database of its own and a private Redis, as `npm start` runs on a host with both.
 */
export interface Processes {
  origin: string;
  /** The primary's workers, as the operating system lists them. */
  workers(): number[];
  stop(): Promise<void>;
}

/** Why the multi-process test cannot run here, or null when it can. */
export function missingForProcesses(): string | null {
  if (!process.env.TEST_DATABASE_URL) return "needs a PostgreSQL server: set TEST_DATABASE_URL (scripts/test.sh does)";
  if (!process.env.TEST_REDIS_URL && !redisServerBinary()) return "needs redis-server on PATH or TEST_REDIS_URL";
  return null;
}

function redisServerBinary(): string | null {
  try {
    return execFileSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Linux lists a process's children in /proc; the test reads the workers from there. */
function childrenOf(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * One request on a connection of its own: the primary hands each new connection to the next
 * worker in turn, so a run of these reaches every process (a keep-alive one would reach one).
 */
export function onNewConnection(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

export async function startProcesses(count: number, adminToken: string): Promise<Processes> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-processes-"));
  const name = `e2e_processes_${process.pid}_${randomUUID().slice(0, 8)}`;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  await admin(serverUrl, (client) => client.query(`create database "${name}"`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const stop = async () => {
    // The site first, then Redis, so it does not log its going away.
    for (const child of children.reverse()) await stopProcess(child);
    await admin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    let redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) {
      const port = await freePort();
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
      children.push(spawn(redisServerBinary()!, args, { stdio: "ignore" }));
      redisUrl = `redis://127.0.0.1:${port}`;
    }
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const site = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        SITE_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        SESSION_SECRET: `processes-${randomUUID()}`,
        ADMIN_TOKEN: adminToken,
        WEB_CONCURRENCY: String(count),
      },
    });
    children.push(site);
    // The primary says so once every worker listens (the first migrates, the others follow).
    await new Promise<void>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`the site's ${count} processes did not start within 120 s`)), 120_000);
      site.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`Serving with ${count} processes`)) {
          clearTimeout(timer);
          resolve();
        }
      });
      site.once("exit", (code) => reject(new Error(`the site stopped (exit code ${code})`)));
    });
    site.stdout!.resume();
    return { origin, workers: () => childrenOf(site.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
