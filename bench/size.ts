/**
 * What a first visit costs: `npm run bench:size` (after `npm run build`).
 *
 * Starts the production server (build/server.js, with its built-in API on an embedded database
 * in a temporary folder), opens each page in a fresh Chromium context (empty cache, like a first
 * visit), records every JavaScript and CSS response until the network is idle (so chunks loaded
 * after hydration count too), and prints their bytes as served (raw) and gzipped (zlib level 6,
 * what the server's compression sends). CSS counts stylesheet files and the styles inlined in the
 * document (the site inlines its whole stylesheet). HTML is the document as served, uncompressed.
 * Exits with 1 when a page's JavaScript or Home's HTML is over budget.
 *
 * Some code is fetched only when it is needed: Swiper when a carousel first moves, a form's code
 * when a pointer or focus comes to it, a lower section's as it nears the viewport, live updates
 * after the visitor's first activity. The last column shows what arrives once the page has
 * been used (a pointer over every carousel, focus in every form).
 *
 * Settings: BENCH_PORT (3210); BENCH_FILES=1 also lists each page's first-visit scripts.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { NEWEST_POST, SERVER, spawnProductionServer, waitForServer, withNewestPost } from "./production-server";

const PAGES = [
  "/",
  "/about",
  "/service",
  "/services/custom-web-mobile-app-development",
  "/blog",
  NEWEST_POST,
  "/contact",
  "/career",
];
/** Every page may load at most this much JavaScript on a first visit, gzipped (issue 16). */
const JS_BUDGET = 110_000;
/** Home's document, uncompressed (issue 16). */
const HOME_HTML_BUDGET = 60_000;
const PORT = Number(process.env.BENCH_PORT) || 3210;
const ORIGIN = `http://localhost:${PORT}`;
const CHROMIUM = {
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

interface Totals {
  files: number;
  raw: number;
  gzip: number;
}
interface PageSize {
  page: string;
  js: Totals;
  css: Totals;
  /** The document's bytes as served, uncompressed. */
  html: number;
  /** JavaScript fetched on demand once carousels and forms are used. */
  later: Totals;
  /** Each first-visit script's gzipped bytes, for BENCH_FILES=1. */
  scripts: { name: string; gzip: number }[];
}


function startServer(dataDir: string) {
  const server = spawnProductionServer(PORT, dataDir);
  let errors = "";
  server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  server.on("exit", (code) => {
    if (code) process.stderr.write(errors);
  });
  return server;
}

async function measure(route: string): Promise<PageSize> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const seen = new Set<string>();
    const pending: Promise<void>[] = [];
    const empty = () => ({ files: 0, raw: 0, gzip: 0 });
    const size: PageSize = { page: route, js: empty(), css: empty(), html: 0, later: empty(), scripts: [] };
    let loaded = false;
    const record = async (response: Response) => {
      const type = response.request().resourceType();
      const kind = type === "script" ? (loaded ? "later" : "js") : type === "stylesheet" ? "css" : null;
      if (!kind || seen.has(response.url()) || response.status() !== 200) return;
      seen.add(response.url());
      const body = await response.body();
      size[kind].files += 1;
      size[kind].raw += body.byteLength;
      const gzip = gzipSync(body, { level: 6 }).byteLength;
      size[kind].gzip += gzip;
      if (kind === "js") size.scripts.push({ name: new URL(response.url()).pathname, gzip });
    };
    let lastActivity = Date.now();
    page.on("request", () => (lastActivity = Date.now()));
    page.on("response", (response) => {
      lastActivity = Date.now();
      pending.push(record(response));
    });
    const answer = await page.goto(`${ORIGIN}${route}`, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${route} answered ${answer?.status()}`);
    size.html = (await answer.body()).byteLength;
    await Promise.all(pending);
    const inlineCss = Buffer.from(
      await page.evaluate(() => [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("")),
    );
    size.css.raw += inlineCss.byteLength;
    size.css.gzip += gzipSync(inlineCss, { level: 6 }).byteLength;
    loaded = true;
    for (const carousel of await page.locator(".carousel-viewport").all()) await carousel.hover();
    for (const form of await page.locator("form[method=post]").all()) {
      const field = form.locator("input:visible, textarea:visible").first();
      if (await field.count()) await field.focus();
    }
    // The load state is reached already; wait until nothing has moved on the network for 500 ms.
    while (Date.now() - lastActivity < 500) await page.waitForTimeout(100);
    await Promise.all(pending);
    return size;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);

function print(sizes: PageSize[]) {
  const header = `${"page".padEnd(46)} ${"HTML".padStart(9)} ${"JS raw".padStart(9)} ${"JS gzip".padStart(9)} ${"CSS raw".padStart(9)} ${"CSS gzip".padStart(9)}  files (js/css)  ${"on use, gzip".padStart(12)}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const { page, html, js, css, later } of sizes) {
    const files = `${js.files}/${css.files}`.padEnd(14);
    console.log(`${page.padEnd(46)} ${kb(html)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(css.raw)} ${kb(css.gzip)}  ${files} ${kb(later.gzip).padStart(12)}`);
  }
  if (!process.env.BENCH_FILES) return;
  for (const { page, scripts } of sizes) {
    console.log(`\n${page}`);
    for (const { name, gzip } of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(gzip)}  ${name}`);
  }
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-size-"));
  const server = startServer(dataDir);
  try {
    await waitForServer(server, ORIGIN);
    const sizes: PageSize[] = [];
    for (const route of await withNewestPost(PAGES, ORIGIN)) sizes.push(await measure(route));
    print(sizes);
    const overJs = sizes.filter((size) => size.js.gzip > JS_BUDGET).map((size) => size.page);
    console.log(
      `\nFirst-visit JavaScript: ${overJs.length ? `OVER the ${JS_BUDGET / 1000} KB budget on ${overJs.join(", ")}` : `every page within ${JS_BUDGET / 1000} KB`}.`,
    );
    const homeHtml = sizes[0].html;
    const htmlVerdict = homeHtml <= HOME_HTML_BUDGET ? "within" : "OVER";
    console.log(`Home HTML: ${(homeHtml / 1000).toFixed(1)} KB, ${htmlVerdict} the ${HOME_HTML_BUDGET / 1000} KB budget.`);
    if (overJs.length || homeHtml > HOME_HTML_BUDGET) process.exitCode = 1;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const stopped = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
