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
/**
 * Below the kernel's ephemeral range (32768 and up): a port there can be taken at any moment by one
 * of the tests' own outgoing connections, and redis-server then fails to bind.
 */
const port = 20_000 + (process.pid % 500);

/** Waits until a Redis answers PING on `target` (not merely anything listening there). */
function waitForRedis(target: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const retry = () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not answer on ${target}`));
        else setTimeout(attempt, 50);
      };
      const socket = createConnection({ host: "127.0.0.1", port: target }, () => socket.write("PING\r\n"));
      socket.setTimeout(500, retry);
      socket.once("data", (data) => {
        if (!data.toString().startsWith("+PONG")) return retry();
        socket.end();
        resolve();
      });
      socket.once("error", retry);
    };
    attempt();
  });
}

/** Starts redis-server on `target`; null when it exits first (the port was taken). */
function spawnRedis(server: string, target: number): Promise<ChildProcess | null> {
  const child = spawn(server, ["--port", String(target), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  return new Promise((resolve, reject) => {
    const exited = () => resolve(null);
    child.once("exit", exited);
    waitForRedis(target).then(
      () => {
        child.off("exit", exited);
        resolve(child);
      },
      (error: unknown) => {
        child.kill("SIGTERM");
        reject(error);
      },
    );
  });
}

/**
 * A private redis-server (or TEST_REDIS_URL's) for one test file; `offset` keeps files apart
 * (each takes its own thousand), and a port found taken moves on to the next one.
 */
export async function startRedis(offset: number): Promise<{ url: string; stop(): void }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: () => undefined };
  if (!binary) throw new Error("redis-server is not installed");
  for (let attempt = 0; attempt < 5; attempt++) {
    const target = port + offset + attempt * 100;
    const child = await spawnRedis(binary, target);
    if (child) {
      return {
        url: `redis://127.0.0.1:${target}`,
        stop: () => {
          if (child.pid) child.kill("SIGTERM");
        },
      };
    }
  }
  throw new Error(`redis-server could not find a free port from ${port + offset}`);
}
