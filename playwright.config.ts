import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${PORT}`;
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789";
/** The test's own SMTP server (tests/support/smtp-inbox.ts) listens here; one per e2e port, so runs side by side do not meet. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT - 800);
export const E2E_LEADS_NOTIFY_TO = "sales@agency.example, owner@agency.example";

/**
 * Debian's headless shell: chromium without the desktop browser around it. The same engine
 * (Blink, V8) runs the pages; each page and context costs less, and the suite takes about
 * three quarters of the time it took in the full browser (docs/testing-e2e.md).
 */
const chromium = {
  executablePath: "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Three on the 2-core machine: in the headless shell a test leaves the cores about a third idle
  // (waiting on the server, on timers), and the suite took 13.0 min with three against 15.3 with two.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: E2E_ORIGIN,
    // A trace costs time in every test; one recorded on the retry is enough to see a failure.
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  // Untagged tests run in both projects; `@js-on-only` and `@js-off-only` keep a test to one
  // (docs/testing-e2e.md). A test is left out by its tag, never skipped once it has started.
  projects: [
    { name: "js-on", grepInvert: /@js-off-only/, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "js-off",
      grepInvert: /@js-on-only/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "node --enable-source-maps build/server.js",
    url: `${E2E_ORIGIN}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server logs a JSON line per request; its errors still show through stderr.
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      SITE_URL: E2E_ORIGIN,
      DATA_DIR: `.cache/e2e-data-${PORT}`,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LEADS_NOTIFY_TO: E2E_LEADS_NOTIFY_TO,
    },
  },
});
