import cluster, { type Worker } from "node:cluster";
import type { ReadinessCheck } from "./health";

/** A worker that dies sooner than this after starting is not replaced at once: it would only die again. */
const STEADY_MS = 10_000;
const RESTART_DELAY_MS = 1_000;
/** Limit on the whole stop, as for one process (shutdown.ts), plus a margin for the workers' own. */
const FORCE_EXIT_MS = 12_000;
/** How long a worker started by a reload may take to be ready before the reload gives up. */
const READY_WITHIN_MS = 120_000;
const READY_POLL_MS = 250;
/** What a worker sends the primary once it listens and its databases answer (what /readyz asks). */
const READY_MESSAGE = "agency:ready";

/**
 * The primary of WEB_CONCURRENCY processes (docs/decisions/012): it serves nothing itself.
 * One worker starts first and migrates the database; once it listens the others start, sharing
 * its port (the primary hands connections out in turn). A worker that dies is replaced; on
 * SIGTERM or SIGINT each worker finishes its requests and stops, then the primary exits. On
 * SIGHUP the workers are replaced one at a time (reloadWorkers).
 */
export function runPrimary(processes: number): void {
  let stopping = false;
  let reloading = false;
  const startedAt = new Map<Worker, number>();
  /** Workers a reload told to stop: their exit is the plan, not a death to make up for. */
  const retiring = new Set<Worker>();

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
    if (retiring.delete(worker)) return;
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

  process.on("SIGHUP", () => {
    if (stopping || reloading) return void console.log("SIGHUP received: a reload or a stop is under way; ignored");
    reloading = true;
    reloadWorkers([...startedAt.keys()], { fork, retiring, stopping: () => stopping })
      .catch((error: unknown) => console.error(`Reload stopped: ${error instanceof Error ? error.message : String(error)}; the other processes serve on`))
      .finally(() => (reloading = false));
  });
}

interface ReloadSteps {
  fork(): Worker;
  /** Workers whose exit is not to be made up for: an old one told to stop, a new one not yet ready. */
  retiring: Set<Worker>;
  stopping(): boolean;
}

/**
 * Replaces `old`, one worker at a time: a new worker starts and, once it is ready (it listens and
 * its databases answer), one old worker is told to stop (SIGTERM: it stops taking connections,
 * which the primary then hands to the others, and finishes the requests it has). So as many
 * workers as before serve throughout, one more while each new one starts.
 */
async function reloadWorkers(old: Worker[], steps: ReloadSteps): Promise<void> {
  console.log(`SIGHUP received: replacing ${old.length} workers one at a time`);
  for (const worker of old) {
    if (steps.stopping()) return;
    // One that died meanwhile has been replaced already.
    if (worker.isDead()) continue;
    // Until it is ready, a new worker that dies is not replaced: the old one still serves.
    const fresh = steps.fork();
    steps.retiring.add(fresh);
    await readyOrGone(fresh);
    steps.retiring.delete(fresh);
    if (steps.stopping()) return;
    steps.retiring.add(worker);
    worker.process.kill("SIGTERM");
    await new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once("exit", () => resolve())));
  }
  console.log(`Reloaded: ${old.length} new workers serving`);
}

/** Resolves when the worker says it is ready; fails if it exits first or takes too long (then it is stopped). */
function readyOrGone(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      done();
      worker.process.kill("SIGTERM");
      reject(new Error(`worker ${worker.process.pid} was not ready within ${READY_WITHIN_MS / 1000} s`));
    }, READY_WITHIN_MS);
    const onMessage = (message: unknown) => {
      if (message !== READY_MESSAGE) return;
      done();
      resolve();
    };
    const onExit = () => {
      done();
      reject(new Error(`worker ${worker.process.pid} stopped before it was ready`));
    };
    const done = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("exit", onExit);
    };
    worker.on("message", onMessage);
    worker.once("exit", onExit);
  });
}

/**
 * In a worker, once its server listens: tells the primary when every readiness check passes (the
 * ones /readyz answers with), so a reload stops an old worker only once this one can serve.
 */
export function tellPrimaryWhenReady(checks: ReadinessCheck[]): void {
  if (!cluster.isWorker) return;
  const check = async () => {
    const results = await Promise.all(checks.map((one) => one().catch(() => false)));
    if (results.every(Boolean)) process.send?.(READY_MESSAGE);
    else setTimeout(() => void check(), READY_POLL_MS);
  };
  void check();
}
