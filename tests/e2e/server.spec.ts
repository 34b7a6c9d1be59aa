import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The production server as an operator starts it; no browser needed, so one project runs these.
// Runs once, in the js-off project (each test is tagged @js-off-only).

const started: ChildProcess[] = [];

// A test that fails before its server stops must not leave it holding the port for the next try.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test("a bad configuration value stops the server with a message naming it", { tag: "@js-off-only" }, async () => {
  const server = startServer({ PORT: "eighty", API_BASE_URL: "https://backend.example.com/v2" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT: must be a port number (got "eighty")');
  expect(server.output()).toContain("API_BASE_URL: must end with /api");
  expect(server.output()).not.toMatch(/\n\s+at /);
});

test("SIGTERM lets the server finish and exit cleanly", { tag: "@js-off-only" }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-sigterm-"));
  const server = startServer({ PORT: "3197", DATA_DIR: dataDir, SITE_URL: "http://localhost:3197" });
  await expect.poll(server.output, { timeout: 60_000 }).toContain("Site ready");
  const response = await fetch("http://localhost:3197/robots.txt");
  expect(response.status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("SIGTERM received");
});
