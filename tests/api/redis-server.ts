import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createConnection } from "node:net";

/**
 * Runs when a Redis is at hand: TEST_REDIS_URL, or a `redis-server` binary to start a private one
 * (Debian: apt-get install -y redis-server). Without either the suite is skipped and says so.
 */
function redisServerBinary(): string | null {
  try {
    return execFileSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

export const binary = process.env.TEST_REDIS_URL ? null : redisServerBinary();
export const available = Boolean(process.env.TEST_REDIS_URL || binary);
export const port = 56_379 + (process.pid % 500);

export function waitForPort(target: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: "127.0.0.1", port: target }, () => {
        socket.end();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${target}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** A private redis-server (or TEST_REDIS_URL's) for one test file; `port` is offset so files do not share one. */
export async function startRedis(offset: number): Promise<{ url: string; stop(): void }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: () => undefined };
  if (!binary) throw new Error("redis-server is not installed");
  const target = port + offset;
  const child: ChildProcess = spawn(binary, ["--port", String(target), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await waitForPort(target);
  return {
    url: `redis://127.0.0.1:${target}`,
    stop: () => {
      if (child.pid) child.kill("SIGTERM");
    },
  };
}
