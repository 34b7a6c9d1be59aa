import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { io } from "socket.io-client";

// What load balancers and operators use; no browser needed, so one project runs these.
// Runs once, in the js-off project (each test is tagged @js-off-only).

test("/healthz and /readyz answer, never cached", { tag: "@js-off-only" }, async ({ request }) => {
  for (const [probe, text] of [
    ["/healthz", "ok"],
    ["/readyz", "ready"],
  ]) {
    const response = await request.get(probe);
    expect(response.status(), probe).toBe(200);
    expect(response.headers()["cache-control"], probe).toBe("no-store");
    expect(await response.text(), probe).toBe(text);
  }
});

test("a page answer carries a request id", { tag: "@js-off-only" }, async ({ request }) => {
  const response = await request.get("/about");
  expect(response.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
});

test("SIGTERM closes every socket the server has open, and the server exits by itself", { tag: "@js-off-only" }, async () => {
  test.setTimeout(120_000);
  const port = 3198;
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-sockets-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, SITE_URL: origin },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 90_000 }).toContain("Site ready");
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    // A visitor's realtime socket and an idle keep-alive connection, beside the server's own live index.
    const visitor = io(origin, { path: "/api/ws", transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      visitor.once("connect", resolve);
      visitor.once("connect_error", reject);
    });
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http.get(`${origin}/robots.txt`, { agent }, (response) => response.resume().on("end", resolve)).on("error", reject),
    );
    const visitorGone = new Promise<void>((resolve) => visitor.once("disconnect", () => resolve()));
    const started = Date.now();
    child.kill("SIGTERM");
    // Exit code 1 would mean the 10 s limit had to force the exit: a socket was left open.
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await visitorGone;
    visitor.close();
    agent.destroy();
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
