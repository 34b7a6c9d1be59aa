// Plain Playwright, not ./fixtures: the site under test is one this spec starts, as several processes.
import { expect, test } from "@playwright/test";
import parsePrometheus from "parse-prometheus-text-format";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { freePort } from "./child-process";
import { missingForProcesses, onNewConnection, type Processes, startProcesses } from "./processes-server";

const PROCESSES = 2;
const TOKEN = "e2e-metrics-token-0123456789";
const missing = missingForProcesses();
let site: Processes;
let metricsUrl: string;

async function scrape() {
  const response = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parsePrometheus(await response.text());
}

const valueOf = (families: Awaited<ReturnType<typeof scrape>>, name: string, labels: Record<string, string> = {}) =>
  Number(
    families.find((family) => family.name === name)?.metrics.find((one) => Object.entries(labels).every(([key, value]) => one.labels?.[key] === value))
      ?.value ?? 0,
  );

// Server answers only: runs once, in the js-on project.
test.describe("metrics of several processes", { tag: "@js-on-only" }, () => {
  test.skip(missing !== null, missing ?? "");
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    site = await startProcesses(PROCESSES, E2E_ADMIN_TOKEN, { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("the primary's scrape adds up every worker's requests, and shows each shared figure once", async () => {
    const labels = { method: "GET", route: "/readyz", status: "200" };
    const before = await scrape();
    // Each on a new connection: the primary hands them to the workers in turn.
    const answers = await Promise.all(Array.from({ length: 10 }, () => onNewConnection(`${site.origin}/readyz`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    let after = await scrape();
    // Counted once each answer is sent, which may be just after the client has read it.
    await expect.poll(async () => valueOf((after = await scrape()), "http_requests_total", labels) - valueOf(before, "http_requests_total", labels)).toBe(10);
    // Read from the one shared database by each worker: the highest, not the sum.
    expect(valueOf(after, "agency_queue_depth", { queue: "outbox" })).toBe(0);
    const leads = valueOf(after, "agency_leads_today");
    const sent = await fetch(`${site.origin}/api/enquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ full_name: "Asha Rao", email: "asha.rao@example.com", phone: "+919876543210", service: "Custom Web & Mobile App Development", message: "A booking app for our clinics." }),
    });
    expect(sent.status).toBe(201);
    expect(valueOf(await scrape(), "agency_leads_today")).toBe(leads + 1);
    expect((await fetch(metricsUrl)).status).toBe(401);
  });
});
