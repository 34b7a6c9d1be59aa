// Plain Playwright, not ./fixtures: no browser; servers of the spec's own (a publish changes every page).
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { startBuiltServer } from "./child-process";
import { seededDataDir } from "./data-template";
import { startOwnServer } from "./own-server";
import { onNewConnection } from "./processes-server";

/** Each publish clears every cached page (docs/caching.md): renders in flight meet a clearing. */
const PUBLISHES = 40;
const PUBLISH_EVERY_MS = 300;
const PAGES = ["/", "/about", "/service", "/blog", "/contact", "/career", "/team"];
const LOOPS = 2;
const STARTS = 10;

// Server answers only: runs once, in the js-off project, its two tests one after the other.
test.describe("the page cache never fails a visitor", { tag: "@js-off-only" }, () => {
  test.describe.configure({ mode: "default" });

  test(`${PUBLISHES} site-content publishes while pages are asked for: every page request is answered 200`, async () => {
    test.setTimeout(180_000);
    const server = await startOwnServer(E2E_ADMIN_TOKEN);
    const failed: string[] = [];
    let answered = 0;
    let running = true;
    // Each on a connection of its own, a new visitor each time.
    const loop = async (offset: number) => {
      for (let index = offset; running; index += 1) {
        const path = PAGES[index % PAGES.length];
        const answer = await onNewConnection(server.origin + path).catch((error: Error) => ({ status: error.message }));
        if (answer.status === 200) answered += 1;
        else failed.push(`${path}: ${answer.status}`);
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, offset) => loop(offset));
    try {
      for (let publish = 0; publish < PUBLISHES; publish += 1) {
        const published = await onNewConnection(`${server.origin}/api/staff/site-content/company/company/publish`, {
          method: "POST",
          headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        });
        expect(published.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_EVERY_MS));
      }
    } finally {
      running = false;
      await Promise.all(loops);
      await server.stop();
    }
    expect(failed).toEqual([]);
    // The pages were being asked for all along, not only before or after.
    expect(answered).toBeGreaterThan(PUBLISHES);
  });

  test(`the first page asked for after each of ${STARTS} starts is a 200`, async () => {
    test.setTimeout(300_000);
    // One prepared folder for every start, as a host restarting the site has.
    const dataDir = await seededDataDir("e2e-starts-");
    const firstAnswers: number[] = [];
    try {
      for (let start = 1; start <= STARTS; start += 1) {
        // Home is asked for from the moment the server listens, while it connects to its own change
        // events (which clear the cache) for the first time.
        const server = await startBuiltServer({ label: `start ${start} of ${STARTS}`, dataDir, env: { ADMIN_TOKEN: E2E_ADMIN_TOKEN }, readyPath: "/" });
        firstAnswers.push(server.firstStatus);
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(firstAnswers).toEqual(Array(STARTS).fill(200));
  });
});
