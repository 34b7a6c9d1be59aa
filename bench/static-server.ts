/**
 * The Node yardsticks of `npm run bench:load`: serve saved copies of the site's pages from memory.
 *
 * Forked by bench/load.ts with two arguments: a JSON object of URL path → HTML file, and a mode.
 * Each file is read once at start; every request for its path gets it as `text/html; charset=utf-8`.
 * - `on-the-fly`: gzipped anew at zlib level 6 for each request that accepts gzip, as a
 *   `compression` middleware does (also asynchronously, on libuv's thread pool).
 * - `precompressed`: gzipped once at start and answered from memory, the bare minimum a Node
 *   `http` server in one process can do for a page: what a cached page should cost.
 * A third argument above 1 runs that many processes with Node's `cluster` (its default scheduling,
 * as the site's WEB_CONCURRENCY does): the bare minimum for one process per core.
 * Reports its port over IPC once every process listens, and stops when the parent disconnects.
 */
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzip, gzipSync } from "node:zlib";

const files = JSON.parse(process.argv[2] ?? "{}") as Record<string, string>;
const precompressed = process.argv[3] === "precompressed";
const processes = Number(process.argv[4]) || 1;

function serve() {
  const pages = new Map(
    Object.entries(files).map(([route, file]) => {
      const html = readFileSync(file);
      return [route, { html, gzipped: precompressed ? gzipSync(html, { level: 9 }) : null }];
    }),
  );

  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    if (!/\bgzip\b/i.test(req.headers["accept-encoding"] ?? "")) {
      res.end(page.html);
      return;
    }
    if (page.gzipped) {
      res.setHeader("Content-Encoding", "gzip");
      res.end(page.gzipped);
      return;
    }
    gzip(page.html, { level: 6 }, (error, body) => {
      if (error) {
        res.writeHead(500).end();
        return;
      }
      res.setHeader("Content-Encoding", "gzip");
      res.end(body);
    });
  });

  server.listen(0, "127.0.0.1", () => {
    if (cluster.isPrimary) process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.on("disconnect", () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}

if (processes > 1 && cluster.isPrimary) {
  // Every worker's listen(0) gets the same port from the primary, which tells the parent once all listen.
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    listening += 1;
    if (listening === processes) process.send?.({ port: address.port });
  });
  for (let i = 0; i < processes; i += 1) cluster.fork();
  process.on("disconnect", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  serve();
}
