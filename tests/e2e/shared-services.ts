import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { freePort, stopProcess } from "./child-process";

/**
 * What several servers of the site share in production, for the tests that run them: a
 * PostgreSQL database of their own on the suite's server (so neither the API tests nor earlier
 * runs disturb them) and a Redis, TEST_REDIS_URL's or a private one.
 */
export interface SharedServices {
  databaseUrl: string;
  redisUrl: string;
  /** Stops the private Redis and drops the database; call it after stopping the servers. */
  stop(): Promise<void>;
}

/** Why a test that needs them cannot run here, or null when it can. */
export function missingSharedServices(): string | null {
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

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startSharedServices(prefix: string): Promise<SharedServices> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${randomUUID().slice(0, 8)}`;
  await withAdmin(serverUrl, (client) => client.query(`create database "${name}"`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  let redis: ChildProcess | undefined;
  let redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) {
    const port = await freePort();
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    redis = spawn(redisServerBinary()!, args, { stdio: "ignore" });
    redisUrl = `redis://127.0.0.1:${port}`;
  }
  return {
    databaseUrl: databaseUrl.toString(),
    redisUrl,
    async stop() {
      if (redis) await stopProcess(redis);
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
