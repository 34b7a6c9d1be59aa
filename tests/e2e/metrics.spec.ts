import { expect, test } from "@playwright/test";
import parsePrometheus from "parse-prometheus-text-format";
import { freePort } from "./child-process";
import { type OwnServer, startOwnServer } from "./own-server";

// The built server as an operator runs it with METRICS_PORT; no browser needed, so one project runs these.

// One server for the file: its tests run one after another.
test.describe.configure({ mode: "serial" });

const TOKEN = "e2e-metrics-token-0123456789";
let server: OwnServer;
let metricsUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  server = await startOwnServer("e2e-metrics-admin-token-0123", { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
});

test.afterAll(() => server?.stop());

async function scrape() {
  const response = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parsePrometheus(await response.text());
}

function valueOf(families: Awaited<ReturnType<typeof scrape>>, name: string, labels: Record<string, string> = {}): number {
  const sample = families
    .find((family) => family.name === name)
    ?.metrics.find((one) => Object.entries(labels).every(([key, value]) => one.labels?.[key] === value));
  // Prometheus writes infinity as +Inf, which Number() does not read.
  return sample?.value === "+Inf" ? Infinity : Number(sample?.value ?? 0);
}

test("requests are counted by Remix route id, API pattern or `static`, and the page cache's hits show", { tag: "@js-off-only" }, async () => {
  const before = await scrape();
  for (const path of ["/contact", "/contact", "/contact?utm_source=x", "/blog/no-such-post-4711", "/assets/no-such-file.js"]) {
    await (await fetch(`${server.origin}${path}`)).arrayBuffer();
  }
  // A request is counted once its answer is sent: the server may log the last one just after the client has read it.
  let after = await scrape();
  const moved = (labels: Record<string, string>) => valueOf(after, "http_requests_total", labels) - valueOf(before, "http_requests_total", labels);
  await expect
    .poll(async () => {
      after = await scrape();
      return moved({ method: "GET", route: "static", status: "404" });
    })
    .toBe(1);
  expect(moved({ method: "GET", route: "routes/contact", status: "200" })).toBe(3);
  expect(moved({ method: "GET", route: "routes/blog.$slug", status: "404" })).toBe(1);
  expect(moved({ method: "GET", route: "static", status: "404" })).toBe(1);
  const routes = after.find((family) => family.name === "http_requests_total")!.metrics.map((sample) => sample.labels?.route ?? "");
  expect(routes.filter((route) => route.includes("no-such"))).toEqual([]);
  expect(valueOf(after, "agency_page_cache_lookups_total", { result: "hit" })).toBeGreaterThan(valueOf(before, "agency_page_cache_lookups_total", { result: "hit" }));
});

test("an enquiry moves leads today; queues, backups and the process figures are there", { tag: "@js-off-only" }, async () => {
  const before = await scrape();
  const sent = await fetch(`${server.origin}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ full_name: "Asha Rao", email: "asha.rao@example.com", phone: "+919876543210", service: "Custom Web & Mobile App Development", message: "A booking app for our clinics." }),
  });
  expect(sent.status).toBe(201);
  await sent.arrayBuffer();
  const enquiries = { method: "POST", route: "/api/enquiries", status: "201" };
  let after = await scrape();
  // Counted once the answer is sent, which may be just after the client has read it.
  await expect
    .poll(async () => {
      after = await scrape();
      return valueOf(after, "http_requests_total", enquiries);
    })
    .toBe(valueOf(before, "http_requests_total", enquiries) + 1);
  expect(valueOf(after, "agency_leads_today")).toBe(valueOf(before, "agency_leads_today") + 1);
  for (const queue of ["mail", "outbox", "webhooks"]) expect(after.find((f) => f.name === "agency_queue_depth")?.metrics.map((m) => m.labels?.queue)).toContain(queue);
  // A fresh data folder has no backup yet: an alert on the age fires.
  expect(valueOf(after, "agency_backup_last_age_seconds")).toBe(Infinity);
  expect(valueOf(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
});

test("without its token the metrics port answers 401, and the site's own port does not serve them", { tag: "@js-off-only" }, async () => {
  const refused = await fetch(metricsUrl);
  expect(refused.status).toBe(401);
  expect(await refused.text()).not.toContain("agency_");
  const onSite = await fetch(`${server.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` }, redirect: "manual" });
  expect(onSite.status).not.toBe(200);
  expect(await onSite.text()).not.toContain("agency_leads_today");
});
