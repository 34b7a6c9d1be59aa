import type http from "node:http";
import net from "node:net";

export interface ShutdownSteps {
  /** Live connections (sockets) never end by themselves: closed first, so requests can finish. */
  closeLive(): Promise<void>;
  /** Runs once the last open request is answered. */
  afterRequests(): Promise<void>;
  /**
   * Idle keep-alive connections close at the keep-alive timeout rather than at once: for a worker
   * of several (docs/processes.md), whose port the primary keeps open for the others, as in a reload.
   */
  idleConnectionsExpire?: boolean;
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
    const stopped = async () => {
      await steps.afterRequests();
      process.exit(0);
    };
    if (steps.idleConnectionsExpire) {
      // A proxy sends on its idle connections at any moment: one closed under it is a failed request
      // (a POST is never retried). So each connection answers what comes and says it closes after it,
      // and an idle one closes at Node's keep-alive timeout (5 s), which the proxy's own (4 s in
      // deploy/) ends first. http.Server#close would close the idle ones at once; net's does not.
      server.prependListener("request", (_req, res: http.ServerResponse) => res.setHeader("Connection", "close"));
      net.Server.prototype.close.call(server, () => void stopped());
      await steps.closeLive();
      return;
    }
    server.close(() => void stopped());
    await steps.closeLive();
    // Then the idle keep-alive ones.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
