/**
 * npm run bench:restart (after npm run build) — what a restart of the site costs with the embedded
 * database, where it runs as one process (docs/deployment.md, Reloads): from SIGTERM to the old
 * process's exit (it finishes its requests), then until the new one answers Home; the port
 * refuses connections in between. RESTART_RUNS restarts (5) on one data folder after a first boot.
 * Prints figures; asserts nothing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/e2e/child-process";

const RUNS = Number(process.env.RESTART_RUNS) || 5;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-restart-"));
const port = await freePort();
const home = `http://127.0.0.1:${port}/`;

/** As `npm start` runs it. */
function start(): ChildProcess {
  return spawn(process.execPath, ["--max-semi-space-size=2", "--enable-source-maps", "build/server.js"], {
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production", MALLOC_ARENA_MAX: "1", PORT: String(port), DATA_DIR: dataDir },
  });
}

/** Waits for Home's 200; answers when the port first took a connection (the server listened). */
async function answersHome(): Promise<number> {
  let listened: number | undefined;
  for (;;) {
    const status = await fetch(home).then((answer) => answer.status, () => null);
    if (status !== null) listened ??= performance.now();
    if (status === 200) return listened!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => child.once("exit", () => resolve()));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let site = start();
await answersHome();
const stops: number[] = [];
const listens: number[] = [];
const starts: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const signalled = performance.now();
  const stopped = exited(site);
  site.kill("SIGTERM");
  await stopped;
  const down = performance.now();
  site = start();
  const listened = await answersHome();
  stops.push(down - signalled);
  listens.push(listened - down);
  starts.push(performance.now() - down);
}
const gone = exited(site);
site.kill("SIGTERM");
await gone;
rmSync(dataDir, { recursive: true, force: true });

const totals = stops.map((stop, index) => stop + starts[index]);
console.log(`Restart of one process on the embedded database, median of ${RUNS} (each: ${totals.map(seconds).join(", ")}):`);
console.log(
  `  SIGTERM to exit ${seconds(median(stops))}, exit to listening ${seconds(median(listens))}, exit to Home answered ${seconds(median(starts))}, in all ${seconds(median(totals))}`,
);
console.log(`  load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
