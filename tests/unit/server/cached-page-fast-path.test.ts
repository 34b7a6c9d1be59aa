import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import compression from "compression";
import express from "express";
import { http, passthrough } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../../app/lib/env.server";
import { fixedSecurityHeaders, pageHeaders, strictTransportFor } from "../../../server/headers";
import { cachedPageFastPath } from "../../../server/page-cache/fast-path";
import { servePageCache } from "../../../server/page-cache/middleware";
import { PageCache } from "../../../server/page-cache/page-cache";
import { requestLog } from "../../../server/request-log";
import { upstream } from "../../mocks/server";

const HTML = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body>${"<p>Home</p>".repeat(200)}</body></html>`;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The site's layers around the page cache, as server/app.ts orders them, with a counted render. */
async function serveSite(variant?: (cookie: string | undefined) => string | null) {
  const lines: Record<string, unknown>[] = [];
  const log = requestLog(
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  const cache = new PageCache();
  const counts = { renders: 0, express: 0 };
  const app = express();
  app.set("trust proxy", "loopback");
  app.use((_req, _res, next) => {
    counts.express += 1;
    next();
  });
  app.use(log);
  app.use(...pageHeaders(parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost" })));
  app.use(compression());
  app.use(
    servePageCache({
      cache,
      variant,
      loadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: "127.0.0.1" }),
      render: async (_request, context) => {
        counts.renders += 1;
        const nonce = context.cspNonce;
        return new Response(HTML(nonce), {
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300", Vary: "Cookie" },
        });
      },
    }),
  );
  app.all("*", (_req, res) => void res.status(200).send("rendered for this visitor alone"));
  const fast = cachedPageFastPath({
    cache,
    variant,
    securityHeaders: fixedSecurityHeaders(),
    perRequest: strictTransportFor(app.get("trust proxy fn")),
    log,
  });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!fast(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.use(http.all(`${base}/*`, () => passthrough()));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return { base, counts, lines };
}

const GZIP = { "Accept-Encoding": "gzip" };
/** Headers that differ on every answer by design. */
const perAnswer = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !["date", "x-request-id", "connection", "keep-alive"].includes(name)));

describe("a cached page answered before Express", () => {
  it("carries every header and byte of the answer Express sent, its log line and request id, without Express", async () => {
    const { base, counts, lines } = await serveSite();
    const first = await fetch(`${base}/`, { headers: GZIP });
    const firstBody = await first.arrayBuffer();
    expect(counts).toEqual({ renders: 1, express: 1 });

    const again = await fetch(`${base}/?utm_x=ignored`, { headers: { ...GZIP, "X-Request-Id": "lb-42" } });
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(firstBody));
    expect(counts).toEqual({ renders: 1, express: 1 });
    expect(perAnswer(again.headers)).toEqual(perAnswer(first.headers));
    expect(again.headers.get("content-encoding")).toBe("gzip");
    expect(again.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    // Plain http: no HSTS (RFC 6797 §7.2); over https behind the trusted proxy, the same as Express sends.
    expect(again.headers.get("strict-transport-security")).toBeNull();
    expect(again.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(again.headers.get("x-request-id")).toBe("lb-42");

    const overHttps = await fetch(`${base}/`, { headers: { ...GZIP, "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(counts.express).toBe(1);

    await expect.poll(() => lines.length).toBe(3);
    expect(lines[1]).toMatchObject({ req: { id: "lb-42", method: "GET", path: "/" }, res: { statusCode: 200 }, msg: "request completed" });
    expect(typeof lines[1].responseTime).toBe("number");
  });

  it("answers a browser's revalidation with 304 and a HEAD without a body", async () => {
    const { base, counts } = await serveSite();
    const first = await fetch(`${base}/`, { headers: GZIP });
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    // As a browser revalidates (fetch would add no-cache to a conditional request of its own).
    const revalidated = await fetch(`${base}/`, { headers: { ...GZIP, "If-None-Match": etag, "Cache-Control": "max-age=0" } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    const head = await fetch(`${base}/`, { method: "HEAD", headers: GZIP });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(first.headers.get("content-length"));
    expect(counts).toEqual({ renders: 1, express: 1 });
    const plain = await fetch(`${base}/`, { headers: { "Accept-Encoding": "identity" } });
    expect(await plain.text()).toContain("<p>Home</p>");
  });

  it("leaves posts and visitors whose cookies make a page their own to Express", async () => {
    const { base, counts } = await serveSite();
    await (await fetch(`${base}/`, { headers: GZIP })).arrayBuffer();
    const visitor = await fetch(`${base}/`, { headers: { ...GZIP, Cookie: "visitor_id=v1" } });
    expect(await visitor.text()).toBe("rendered for this visitor alone");
    const post = await fetch(`${base}/`, { method: "POST", headers: GZIP });
    expect(await post.text()).toBe("rendered for this visitor alone");
    expect(counts).toEqual({ renders: 1, express: 3 });
  });

  it("leaves a draft preview's address to Express even for a visitor without a session, so it is never a public copy", async () => {
    const { base, counts } = await serveSite();
    await (await fetch(`${base}/`, { headers: GZIP })).arrayBuffer();
    for (let i = 0; i < 2; i += 1) {
      const preview = await fetch(`${base}/?preview=draft`, { headers: GZIP });
      expect(await preview.text()).toBe("rendered for this visitor alone");
    }
    expect(counts).toEqual({ renders: 1, express: 3 });
    // Any other value is no preview: the cached page answers, before Express.
    expect(await (await fetch(`${base}/?preview=x`, { headers: GZIP })).text()).toContain("<p>Home</p>");
    expect(counts).toEqual({ renders: 1, express: 3 });
  });

  it("keeps each consent variant apart", async () => {
    const variant = (cookie: string | undefined) => (cookie?.includes("consent=yes") ? "consent:yes" : "consent:ask");
    const { base, counts } = await serveSite(variant);
    for (const cookie of ["", "consent=yes", "", "consent=yes"]) {
      const response = await fetch(`${base}/`, { headers: { ...GZIP, Cookie: cookie } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(counts).toEqual({ renders: 2, express: 2 });
  });
});
