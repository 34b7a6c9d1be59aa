import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";

export interface MetricsSettings {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

export type RenderMetrics = () => Promise<{ body: string; contentType: string }>;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compared as digests of equal length, so the time taken tells nothing of the token. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

function answer(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(text);
}

/** The metrics listener: /metrics only, on its own port (127.0.0.1 unless METRICS_HOST says otherwise). */
export function serveMetrics(settings: MetricsSettings, render: RenderMetrics): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics") return answer(res, 404, "Not found: metrics are at /metrics\n");
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405, "Method not allowed: use GET\n", { Allow: "GET, HEAD" });
    if (settings.token && !tokenMatches(req.headers.authorization, settings.token)) {
      return answer(res, 401, "Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    render().then(
      ({ body, contentType }) => {
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => answer(res, 503, `Metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => {
      server.off("error", reject);
      // Scrapes never keep a stopping process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** The settings when METRICS_PORT is set; none, and so no metrics, otherwise. */
export function metricsSettings(env: { METRICS_PORT?: number; METRICS_HOST: string; METRICS_TOKEN?: string }): MetricsSettings | undefined {
  return env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN };
}
