import { Writable } from "node:stream";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { requestLog } from "../../../server/request-log";
import { serveLocally } from "./local-app";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serveWithLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const app = express();
  app.use(requestLog(sink));
  app.use(express.urlencoded({ extended: false }));
  app.post("/quote", (_req, res) => void res.status(303).set("Location", "/thanks").end());
  app.get("/healthz", (_req, res) => void res.send("ok"));
  const local = await serveLocally(app);
  close = local.close;
  return { base: local.base, lines };
}

describe("request log", () => {
  it("writes one JSON line per request: method, path, status, time and request id, nothing private", async () => {
    const { base, lines } = await serveWithLog();
    const response = await fetch(`${base}/quote?token=secret-query-token&email=a%40b.example`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: "__session=secret-session-cookie; visitor_id=secret-visitor",
        Authorization: "Bearer secret-admin-token",
        "X-XSRF-Token": "secret-xsrf-token",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ name: "Secret Name", email: "secret@example.com", message: "secret message" }),
    });
    expect(response.status).toBe(303);
    await expect.poll(() => lines.length).toBe(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({
      req: { method: "POST", path: "/quote" },
      res: { statusCode: 303 },
    });
    expect(typeof entry.time).toBe("number");
    expect(typeof entry.responseTime).toBe("number");
    const id = (entry.req as { id: unknown }).id;
    expect(typeof id).toBe("string");
    expect(response.headers.get("x-request-id")).toBe(id);
    expect(lines[0]).not.toMatch(/secret|@/i);
  });

  it("keeps a request id a proxy gave, and leaves health probes out", async () => {
    const { base, lines } = await serveWithLog();
    await fetch(`${base}/healthz`);
    const response = await fetch(`${base}/healthz?again`, { headers: { "X-Request-Id": "lb-1234" } });
    expect(response.headers.get("x-request-id")).toBe("lb-1234");
    await fetch(`${base}/missing`, { headers: { "X-Request-Id": "not a valid id <script>" } });
    await expect.poll(() => lines.length).toBe(1);
    const entry = JSON.parse(lines[0]) as { req: { id: string; path: string }; res: { statusCode: number } };
    expect(entry.req.path).toBe("/missing");
    expect(entry.res.statusCode).toBe(404);
    expect(entry.req.id).not.toContain("script");
  });
});
