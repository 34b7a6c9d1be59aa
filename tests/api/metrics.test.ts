import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import parsePrometheus from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMetrics } from "../../server/metrics/serve";
import { siteMetrics } from "../../server/metrics/site-metrics";
import { type TestServer, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

const TOKEN = "metrics-test-token-0123456789";
let t: TestServer;
let metricsServer: Server;
let metricsUrl: string;

beforeAll(async () => {
  // The series the site registers, on the API's real database; no Remix build here, so pages are `page`.
  const metrics = siteMetrics({
    build: () => Promise.reject(new Error("no pages in this test")),
    queues: { webhooks: () => t.api.readings.webhooks() },
    insights: () => t.api.readings.insights(),
  });
  t = await startTestServer({ seed: false, webhooks: { deliver: false } }, { wrap: metrics.timed });
  metricsServer = await serveMetrics({ port: 0, host: "127.0.0.1", token: TOKEN }, metrics.render);
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
});

afterAll(async () => {
  metricsServer?.close();
  await t?.close();
});

async function scrape() {
  const response = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  // Throws on any line that is not Prometheus's text format.
  return parsePrometheus(await response.text());
}

type Families = Awaited<ReturnType<typeof scrape>>;

/** A sample's value, or undefined when the series is absent. */
function valueOf(families: Families, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = families.find((one) => one.name === name);
  const sample = family?.metrics.find((one) => Object.entries(labels).every(([key, value]) => one.labels?.[key] === value));
  return sample?.value === undefined ? undefined : Number(sample.value);
}

describe("/metrics", () => {
  it("refuses a scrape without its token or with another, and has nothing at other paths", async () => {
    const without = await fetch(metricsUrl);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await without.text()).not.toContain("agency_");
    expect((await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: TOKEN } })).status).toBe(401);
    expect((await fetch(metricsUrl.replace("/metrics", "/"), { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("parses as Prometheus text with the process, queue and agency series", async () => {
    const families = await scrape();
    const names = families.map((family) => family.name);
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "agency_queue_depth",
      "agency_queue_oldest_age_seconds",
      "agency_leads_today",
      "agency_first_response_median_seconds",
      "http_requests_total",
      "http_request_duration_seconds",
    ]) {
      expect(names, name).toContain(name);
    }
    expect(families.find((family) => family.name === "http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(valueOf(families, "agency_queue_depth", { queue: "webhooks" })).toBe(0);
  });

  it("answers fifty scrapes at once, each whole", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => scrape()));
    for (const families of answers) expect(valueOf(families, "agency_queue_depth", { queue: "webhooks" })).toBeGreaterThanOrEqual(0);
  });

  it("counts a lead when an enquiry arrives: leads today, the webhook queue and the request counter move", async () => {
    const owner = await memberSession(t, "owner@agency.example", "owner");
    expect((await t.call("/staff/webhooks", { method: "POST", json: { url: "https://hooks.example.com/leads" }, headers: owner.headers })).status).toBe(201);
    const enquiries = { method: "POST", route: "/api/enquiries", status: "201" };
    const before = await scrape();

    const sent = await t.call("/enquiries", { method: "POST", json: validEnquiry() });
    expect(sent.status).toBe(201);

    const { id } = (await sent.json()) as { id: number };

    let after = await scrape();
    // Counted once the answer is sent, which may be just after the client has read it.
    await expect
      .poll(async () => valueOf((after = await scrape()), "http_requests_total", enquiries))
      .toBe((valueOf(before, "http_requests_total", enquiries) ?? 0) + 1);
    expect(valueOf(after, "agency_leads_today")).toBe(valueOf(before, "agency_leads_today")! + 1);
    expect(valueOf(after, "agency_queue_depth", { queue: "webhooks" })).toBe(valueOf(before, "agency_queue_depth", { queue: "webhooks" })! + 1);
    expect(valueOf(after, "agency_queue_oldest_age_seconds", { queue: "webhooks" })).toBeGreaterThanOrEqual(0);
    // By its route pattern, never by the URL asked for.
    const lead = await t.call(`/staff/leads/enquiry/${id}`, { headers: owner.headers });
    expect(lead.status).toBe(200);
    await lead.arrayBuffer();
    await expect.poll(async () => valueOf(await scrape(), "http_requests_total", { route: "/api/staff/leads/:kind/:id" })).toBe(1);
    const routes = (await scrape()).find((family) => family.name === "http_requests_total")!.metrics.map((sample) => sample.labels?.route);
    expect(routes).toContain("/api/staff/leads/:kind/:id");
    expect(routes?.filter((route) => route?.includes(String(id)))).toEqual([]);
  });
});
