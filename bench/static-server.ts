/**
 * The yardstick of `npm run bench:load`: serves saved copies of the site's pages from memory.
 *
 * Forked by bench/load.ts with one argument, a JSON object of URL path → HTML file. Each file is
 * read once at start; every request for its path gets it as `text/html; charset=utf-8`, gzipped
 * anew at zlib level 6 when the request accepts gzip, as the site's `compression` middleware does
 * (also asynchronously, on libuv's thread pool), so only the rendering differs. Reports its port
 * over IPC and stops when the parent disconnects.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzip } from "node:zlib";

const files = JSON.parse(process.argv[2] ?? "{}") as Record<string, string>;
const pages = new Map(Object.entries(files).map(([route, file]) => [route, readFileSync(file)]));

const server = createServer((req, res) => {
  const html = pages.get(req.url ?? "");
  if (!html) {
    res.writeHead(404).end();
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  if (!/\bgzip\b/i.test(req.headers["accept-encoding"] ?? "")) {
    res.end(html);
    return;
  }
  gzip(html, { level: 6 }, (error, body) => {
    if (error) {
      res.writeHead(500).end();
      return;
    }
    res.setHeader("Content-Encoding", "gzip");
    res.end(body);
  });
});

server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on("disconnect", () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
