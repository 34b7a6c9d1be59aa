// Plain Playwright, not ./fixtures: the site under test is one this spec starts, as several processes.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { missingForProcesses, onNewConnection, type Processes, startProcesses } from "./processes-server";

const PROCESSES = 2;
/** Each on a connection of its own, so the primary spreads them over every worker. */
const ROUNDS = 8;

/** What the request loops across a reload ask for: a cached page, a page from the API, the databases' readiness. */
const LOOP_PATHS = ["/", "/blog", "/readyz"];
/** Half on a new connection each time (new visitors), half on one kept alive as a proxy's pool keeps it. */
const LOOPS = 4;
/** A kept-alive connection idle this long is let go, as the proxies in deploy/ do (keepalive_timeout 4s). */
const PROXY_IDLE_MS = 4_000;

/** One request on the agent's kept-alive connection. */
function onKeptConnection(agent: http.Agent, url: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on("error", reject);
  });
}

const missing = missingForProcesses();
let site: Processes;

const everyAnswer = async (path: string) =>
  Promise.all(Array.from({ length: ROUNDS }, () => onNewConnection(site.origin + path)));

// Server answers only: runs once, in the js-on project.
test.describe("the site as one process per core", { tag: "@js-on-only" }, () => {
  test.skip(missing !== null, missing ?? "");
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startProcesses(PROCESSES, E2E_ADMIN_TOKEN);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("a post published through one process is on every process's blog list, long before the cache's minute", async () => {
    // Each process keeps its own page cache: the list is cached in both before the publish, and
    // would stay for a minute in the process that did not hear of it. Renders on a busy 2-core
    // host take seconds, hence the 15 s.
    for (const answer of await everyAnswer("/blog")) expect(answer.status).toBe(200);
    const title = `Published to every process ${Date.now()}`;
    const published = await onNewConnection(`${site.origin}/api/blogs`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title, content: "<p>Shown by each process.</p>", tags: ["News"], is_published: true }),
    });
    expect(published.status).toBe(201);
    await expect
      .poll(async () => (await everyAnswer("/blog")).filter((answer) => answer.body.includes(title)).length, {
        timeout: 15_000,
      })
      .toBe(ROUNDS);
  });

  test("a limit holds across processes: 30 wrong admin tokens are answered 401, the next 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 36; attempt += 1) {
      const answer = await onNewConnection(`${site.origin}/api/blogs`, {
        method: "POST",
        headers: { Authorization: "Bearer wrong-token-0123456789", "Content-Type": "application/json" },
        body: "{}",
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(6).fill(429));
  });

  test("a process that dies is replaced, and the others serve meanwhile", async () => {
    const before = site.workers();
    expect(before).toHaveLength(PROCESSES);
    process.kill(before[0], "SIGKILL");
    await expect.poll(() => site.workers().includes(before[0])).toBe(false);
    for (const answer of await everyAnswer("/")) expect(answer.status).toBe(200);
    await expect.poll(() => site.workers().length, { timeout: 30_000 }).toBe(PROCESSES);
    expect(site.workers()).not.toContain(before[0]);
    await expect.poll(async () => (await everyAnswer("/")).every((answer) => answer.status === 200), { timeout: 30_000 }).toBe(true);
  });

  test("a SIGHUP replaces the processes one at a time, and every request meanwhile is answered", async () => {
    test.setTimeout(180_000);
    // The test before may have left a process starting.
    await expect.poll(() => site.workers().length, { timeout: 30_000 }).toBe(PROCESSES);
    const before = site.workers();
    const failed: string[] = [];
    let answered = 0;
    let running = true;
    const loop = async (offset: number) => {
      const agent = offset % 2 ? new http.Agent({ keepAlive: true, maxSockets: 1, timeout: PROXY_IDLE_MS }) : undefined;
      for (let index = offset; running; index += 1) {
        const path = LOOP_PATHS[index % LOOP_PATHS.length];
        try {
          const answer = agent ? await onKeptConnection(agent, site.origin + path) : await onNewConnection(site.origin + path);
          if (answer.status === 200) answered += 1;
          else failed.push(`${path}: ${answer.status}`);
        } catch (error) {
          failed.push(`${path}: ${(error as Error).message}`);
        }
      }
      agent?.destroy();
    };
    const loops = Array.from({ length: LOOPS }, (_, offset) => loop(offset));
    try {
      await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(LOOPS);
      process.kill(site.primary, "SIGHUP");
      // Every process replaced (each new one ready before an old one stops), as many as before.
      const replaced = () => {
        const now = site.workers();
        return { old: now.filter((pid) => before.includes(pid)).length, processes: now.length };
      };
      await expect.poll(replaced, { timeout: 150_000 }).toEqual({ old: 0, processes: PROCESSES });
      // And the new processes alone go on answering.
      const afterReload = answered;
      await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(afterReload + LOOPS);
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failed).toEqual([]);
  });
});
