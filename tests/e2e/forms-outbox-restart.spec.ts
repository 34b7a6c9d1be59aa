import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { test as base, expect, request as playwrightRequest } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { freePort } from "./child-process";
import { seededDataDir } from "./data-template";

/**
 * No lead is lost: with the upstream API down, a quote is accepted into the site's outbox;
 * the site is stopped and started again, now with the API up, and the enquiry arrives once.
 * Runs its own servers (the built site, twice, and a second one serving only the API).
 */
const test = base;
// Server processes only, run once, in the js-off project (tagged @js-off-only).
test.setTimeout(300_000);

interface Running {
  process: ChildProcess;
  output: string[];
  url: string;
}

async function startSite(port: number, env: Record<string, string>): Promise<Running> {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.resolve("build/server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${output.join("")}`);
    const ready = await fetch(`${url}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { process: child, output, url };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start:\n${output.join("")}`);
}

async function stop(running: Running | undefined) {
  if (!running || running.process.exitCode !== null) return;
  const exited = new Promise((resolve) => running.process.once("exit", resolve));
  running.process.kill("SIGTERM");
  await exited;
}

async function enquiriesFor(apiSite: string, email: string) {
  const response = await fetch(`${apiSite}/api/enquiries?per_page=100`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { email: string; full_name: string; phone: string }[];
  };
  return body.data.filter((item) => item.email === email);
}

test("a quote sent while the API is down arrives once the API is back, across a restart of the site", { tag: "@js-off-only" }, async () => {
  const siteData = await seededDataDir("outbox-site-");
  const apiData = await seededDataDir("outbox-api-");
  const [sitePort, apiPort, deadPort] = [await freePort(), await freePort(), await freePort()];
  const email = `restart.${Date.now()}@example.com`;
  let site: Running | undefined;
  let api: Running | undefined;
  try {
    site = await startSite(sitePort, {
      DATA_DIR: siteData,
      API_BASE_URL: `http://127.0.0.1:${deadPort}/api`,
    });
    const browserless = await playwrightRequest.newContext({
      baseURL: site.url,
    });
    const answer = await browserless.post("/quote", {
      headers: { Origin: site.url },
      form: {
        name: "Restart Tester",
        email,
        countryCode: "+91",
        phone: "98765 43210",
        service: "Other service",
        message: "Sent while the API was down.",
        consent: "on",
      },
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("Thanks! We will reach out within 24 hours.");
    await browserless.dispose();
    await stop(site);

    api = await startSite(apiPort, {
      DATA_DIR: apiData,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    });
    expect(await enquiriesFor(api.url, email)).toHaveLength(0);

    site = await startSite(sitePort, {
      DATA_DIR: siteData,
      API_BASE_URL: `${api.url.replace("localhost", "127.0.0.1")}/api`,
    });
    await expect
      .poll(async () => (await enquiriesFor(api!.url, email)).length, {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toBe(1);
    // Give the worker time to send it again if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const arrived = await enquiriesFor(api.url, email);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({
      full_name: "Restart Tester",
      phone: "+919876543210",
    });
  } catch (error) {
    console.log([...(site?.output ?? []), ...(api?.output ?? [])].join(""));
    throw error;
  } finally {
    await stop(site);
    await stop(api);
    rmSync(siteData, { recursive: true, force: true });
    rmSync(apiData, { recursive: true, force: true });
  }
});
