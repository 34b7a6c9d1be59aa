import type http from "node:http";

export interface ShutdownSteps {
  /** Live connections (sockets) never end by themselves: closed first, so requests can finish. */
  closeLive(): Promise<void>;
  /** Runs once the last open request is answered. */
  afterRequests(): Promise<void>;
}

/** Limit on the whole stop: a request that hangs must not keep the process from exiting. */
const FORCE_EXIT_MS = 10_000;

/** On SIGTERM or SIGINT: close live connections, finish open requests, then the rest, and exit. */
export function stopGracefullyOnSignal(server: http.Server, steps: ShutdownSteps): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    server.close(async () => {
      await steps.afterRequests();
      process.exit(0);
    });
    await steps.closeLive();
    // Then the idle keep-alive ones.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
