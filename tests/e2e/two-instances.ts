import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, stopProcess } from "./child-process";
import { missingSharedServices, startSharedServices } from "./shared-services";

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
export const missingForTwoInstances = missingSharedServices;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

export async function startTwoInstances(adminToken: string): Promise<TwoInstances> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-instances-"));
  const shared = await startSharedServices("e2e_instances");
  const stop = async () => {
    // Instances first, then Redis, so they do not log its going away.
    for (const child of children.reverse()) await stopProcess(child);
    await shared.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
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
          DATABASE_URL: shared.databaseUrl,
          REDIS_URL: shared.redisUrl,
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
