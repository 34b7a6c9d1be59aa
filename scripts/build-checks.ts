/**
 * What the site takes from Remix, React and the bundler without their promise
 * (app/lib/framework-internals.ts), checked against the build in build/: `npm run build` runs
 * these (scripts/check-build.ts) and fails with each problem's sentence; tests/build reads the
 * same build for its assertions.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { ROUTER_GLOBAL, UPDATE_BEFORE_HYDRATION_CODE } from "../app/lib/framework-internals";
import { scriptsAfterLoadProblems } from "../app/lib/http/scripts-after-load-check.server";
import { chunkProblems, readChunkReport } from "./chunk-report";

const BUILD = path.resolve("build");

/**
 * Home as the production build renders it, through the same entry (and so the same document
 * rewrite) as the server. The upstream API is pointed at a closed port: Home falls back to its
 * seed content, as it does when the API is down, and the check needs no database.
 */
export async function renderHome(): Promise<{ status: number; html: string }> {
  process.env.API_BASE_URL = "http://127.0.0.1:9/api";
  process.env.NODE_ENV = "production";
  const { createRequestHandler } = await import("@remix-run/node");
  const build = (await import(pathToFileURL(path.join(BUILD, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const response = await handle(new Request("http://localhost/", { headers: { "user-agent": "Mozilla/5.0 Chrome/140" } }), {
    cspNonce: "build-check",
    clientIp: "127.0.0.1",
  });
  return { status: response.status, html: await response.text() };
}

/** The browser's scripts of the build, by file name. */
export function clientScripts(): Map<string, string> {
  const folder = path.join(BUILD, "client/assets");
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith(".js"))
      .map((name) => [name, readFileSync(path.join(folder, name), "utf8")]),
  );
}

/** The scripts that set the router global, and those that throw React's error #421. */
export function frameworkProblems(scripts: Map<string, string>): string[] {
  const problems: string[] = [];
  const routerSetter = new RegExp(`${ROUTER_GLOBAL.replace(".", "\\.")}=`);
  if (![...scripts.values()].some((code) => routerSetter.test(code))) {
    problems.push(
      `No browser script sets ${ROUTER_GLOBAL}: Remix no longer keeps its router there (ROUTER_GLOBAL in app/lib/framework-internals.ts), ` +
        "so parts loaded on demand would not open on a navigation.",
    );
  }
  const reactError = new RegExp(`Error\\(\\w+\\(${UPDATE_BEFORE_HYDRATION_CODE}\\)\\)`);
  if (![...scripts.values()].some((code) => reactError.test(code))) {
    problems.push(
      `No browser script throws React's error #${UPDATE_BEFORE_HYDRATION_CODE}: UPDATE_BEFORE_HYDRATION in ` +
        "app/lib/framework-internals.ts no longer names the error a part reached before its code raises.",
    );
  }
  return problems;
}

/** Every problem with the build, each as a sentence naming what no longer holds. */
export async function buildProblems(): Promise<string[]> {
  const home = await renderHome();
  const problems = home.status === 200 ? scriptsAfterLoadProblems(home.html) : [`Home answered ${home.status}, not 200.`];
  return [...problems, ...frameworkProblems(clientScripts()), ...chunkProblems(readChunkReport())];
}
