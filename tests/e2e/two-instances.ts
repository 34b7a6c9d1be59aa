import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, stopProcess } from "./child-process";

/**
 * Two production servers (build/server.js) behind no balancer, sharing one PostgreSQL database
 * of their own and one private Redis, as two instances of the site would in production.
 */
export interface TwoInstances {
  a: string;
  b: string;
  stop(): Promise<void>;
}

/** Why the multi-instance test cannot run here, or null when it can. */
export function missingForTwoInstances(): string | null {
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

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of their own on the suite's server, so neither the API tests nor earlier runs disturb them. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_instances_${process.pid}_${randomUUID().slice(0, 8)}`;
  await withAdmin(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

export async function startTwoInstances(adminToken: string): Promise<TwoInstances> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-instances-"));
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
  const stop = async () => {
    // Instances first, then Redis, so they do not log its going away.
    for (const child of children.reverse()) await stopProcess(child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    let redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) {
      const port = await freePort();
      const redis = spawn(redisServerBinary()!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      children.push(redis);
      redisUrl = `redis://127.0.0.1:${port}`;
    }
    const sessionSecret = `two-instances-${randomUUID()}`;
    const start = async (name: string) => {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const child = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          SITE_URL: origin,
          DATA_DIR: path.join(dataDir, name),
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          SESSION_SECRET: sessionSecret,
          ADMIN_TOKEN: adminToken,
        },
      });
      children.push(child);
      await waitFor(async () => (await fetch(`${origin}/robots.txt`)).ok, `instance ${name}`, 60_000);
      return origin;
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    const a = await start("a");
    const b = await start("b");
    return { a, b, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
