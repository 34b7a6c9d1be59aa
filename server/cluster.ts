import cluster, { type Worker } from "node:cluster";

/** A worker that dies sooner than this after starting is not replaced at once: it would only die again. */
const STEADY_MS = 10_000;
const RESTART_DELAY_MS = 1_000;
/** Limit on the whole stop, as for one process (shutdown.ts), plus a margin for the workers' own. */
const FORCE_EXIT_MS = 12_000;

/**
 * The primary of WEB_CONCURRENCY processes (docs/decisions/012): it serves nothing itself.
 * One worker starts first and migrates the database; once it listens the others start, sharing
 * its port (the primary hands connections out in turn). A worker that dies is replaced; on
 * SIGTERM or SIGINT each worker finishes its requests and stops, then the primary exits.
 */
export function runPrimary(processes: number): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(fork, lived < STEADY_MS ? STEADY_MS : RESTART_DELAY_MS);
  });

  const first = fork();
  first.once("listening", () => {
    for (let index = 1; index < processes; index += 1) fork();
  });
  // Said once, when the last of the first workers listens: hosts and tests wait for this line.
  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === processes) console.log(`Serving with ${processes} processes (primary ${process.pid})`);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping ${startedAt.size} workers`);
    setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
