import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, stopProcess } from "./child-process";
import { missingSharedServices, startSharedServices } from "./shared-services";

/**
 * The production server (build/server.js) run as several processes (WEB_CONCURRENCY), on a
 * PostgreSQL database of its own and a private Redis, as `npm start` runs on a host with both.
 */
export interface Processes {
  origin: string;
  /** The primary's process id, for the signals a host sends it. */
  primary: number;
  /** The primary's workers, as the operating system lists them. */
  workers(): number[];
  stop(): Promise<void>;
}

/** Why the multi-process test cannot run here, or null when it can. */
export const missingForProcesses = missingSharedServices;

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

/** `env` adds settings to the site's, e.g. a METRICS_PORT. */
export async function startProcesses(count: number, adminToken: string, env: Record<string, string> = {}): Promise<Processes> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-processes-"));
  const shared = await startSharedServices("e2e_processes");
  const stop = async () => {
    // The site first, then Redis, so it does not log its going away.
    for (const child of children.reverse()) await stopProcess(child);
    await shared.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
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
        DATABASE_URL: shared.databaseUrl,
        REDIS_URL: shared.redisUrl,
        SESSION_SECRET: `processes-${randomUUID()}`,
        ADMIN_TOKEN: adminToken,
        WEB_CONCURRENCY: String(count),
        ...env,
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
    return { origin, primary: site.pid!, workers: () => childrenOf(site.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
