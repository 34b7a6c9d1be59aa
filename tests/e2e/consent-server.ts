import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { test } from "@playwright/test";
import { freePort, stopProcess } from "./child-process";
import { seededDataDir } from "./data-template";

export const TEST_GTM_ID = "GTM-TEST123";

/** Google's hosts, as the tag manager and the tags it loads would reach them. */
export const GOOGLE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|doubleclick|google)\.com\//;

export interface GtmServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The built site (build/server.js) with GTM_ID set, beside the suite's server (which runs without
 * GTM_ID), with a database of its own. The port is free at start: each worker that runs a spec's
 * tests starts a server of its own, so two may run at once.
 */
async function startGtmServer(): Promise<GtmServer> {
  const port = await freePort();
  const dataDir = await seededDataDir("e2e-consent-");
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      GTM_ID: TEST_GTM_ID,
      SESSION_SECRET: "e2e-consent-session-secret-0123",
    },
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await fetch(`${origin}/robots.txt`).then((answer) => answer.ok, () => false)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the site with GTM_ID did not start on ${origin} within 90 s`);
}

/** Starts the site with GTM_ID before a spec's tests and stops it after: `site()` is its origin. */
export function withGtmServer(): { origin(): string } {
  let server: GtmServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startGtmServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    origin: () => {
      if (!server) throw new Error("the site with GTM_ID has not started");
      return server.origin;
    },
  };
}
