import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

/** A port nothing listens on now, for a server a spec starts itself (specs run side by side). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Stops a server the spec started and waits until it has exited. */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export interface BuiltServer {
  origin: string;
  /** The status of the first request it answered (the one to `readyPath`, asked as soon as it listens). */
  firstStatus: number;
  /** Stops it and waits until it has exited (then removes its data folder, if it was given one to own). */
  stop(): Promise<void>;
}

interface BuiltServerOptions {
  /** Names the server in the error when it does not start. */
  label: string;
  dataDir: string;
  /** The server's settings over the production ones (PORT, SITE_URL, DATA_DIR). */
  env?: Record<string, string>;
  startWithinMs?: number;
  /** The data folder is the server's own: removed when it stops, or when it fails to start. */
  removeDataDir?: boolean;
  /** Asked until the server answers it with a success: robots.txt unless a spec is about another page. */
  readyPath?: string;
}

/**
 * The production build (build/server.js) as a server of a spec's own, on a free port. Resolves
 * once it answers; fails with a sentence naming it if it exits first or does not answer in time.
 */
export async function startBuiltServer({
  label,
  dataDir,
  env = {},
  startWithinMs = 60_000,
  removeDataDir = false,
  readyPath = "/robots.txt",
}: BuiltServerOptions): Promise<BuiltServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: origin, DATA_DIR: dataDir, ...env },
  });
  const stop = async () => {
    await stopProcess(child);
    if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startWithinMs;
  let firstStatus: number | undefined;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${label} exited with code ${child.exitCode} before it answered on ${origin}`);
    }
    const status = await fetch(origin + readyPath).then((answer) => answer.status, () => null);
    firstStatus ??= status ?? undefined;
    if (status !== null && status >= 200 && status < 300) return { origin, firstStatus: firstStatus!, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${label} did not answer on ${origin} within ${startWithinMs / 1000} s`);
}
