import { test } from "@playwright/test";
import { startBuiltServer } from "./child-process";
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
  return startBuiltServer({
    label: "the site with GTM_ID",
    dataDir: await seededDataDir("e2e-consent-"),
    env: { GTM_ID: TEST_GTM_ID, SESSION_SECRET: "e2e-consent-session-secret-0123" },
    startWithinMs: 90_000,
    removeDataDir: true,
  });
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
