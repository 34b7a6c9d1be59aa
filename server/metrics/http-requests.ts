import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Histogram, type Registry } from "prom-client";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Node reads any method a client sends; only these are told apart. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts and times every answered request by method, route (a pattern, see route-label.ts) and status. */
export function requestTimer(registry: Registry, routeOf: (req: IncomingMessage) => string): (listener: Listener) => Listener {
  const labelNames = ["method", "route", "status"];
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (listener) => (req, res) => {
    const startedAt = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const method = METHODS.has(req.method ?? "") ? req.method! : "other";
      const labels = { method, route: routeOf(req), status: String(res.statusCode) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    });
    listener(req, res);
  };
}
