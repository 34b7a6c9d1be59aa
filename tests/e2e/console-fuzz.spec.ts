import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { E2E_ORIGIN } from "../../playwright.config";
import { type ConsoleAccount, expect, test } from "./fixtures";

/**
 * Every console route, read from app/routes, with every query parameter its module (and the
 * console modules it imports) reads, sent garbage signed in as an owner and signed out: no
 * answer may be 5xx. Deterministic: the same values in the same order each run.
 */
const ROUTES_DIR = path.resolve("app/routes");
const APP_DIR = path.resolve("app");

/** A flat-route file name as the path it serves: `console.leads.$kind.$id.tsx` → `/console/leads/$kind/$id`. */
function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .replace(/\[\.\]/g, "~dot~")
    .split(".")
    .map((segment) => segment.replaceAll("~dot~", ".").replace(/_$/, ""))
    .filter((segment) => segment !== "_index");
  return `/${segments.join("/")}`;
}

/** The names a module passes to `.get("…")` on search params (form fields come along; harmless). */
function paramNamesIn(source: string): string[] {
  return [...source.matchAll(/\.get\("([\w.-]+)"\)/g)].map((match) => match[1]!);
}

/** The app modules a route imports (one level, `~/…`), whose reading of the URL counts as the route's. */
function importedSources(source: string): string[] {
  return [...source.matchAll(/from "~\/([^"]+)"/g)].flatMap((match) => {
    for (const ext of [".ts", ".tsx", ".server.ts"]) {
      try {
        return [readFileSync(path.join(APP_DIR, `${match[1]}${ext}`), "utf8")];
      } catch {
        // not this extension
      }
    }
    return [];
  });
}

const consoleRoutes = readdirSync(ROUTES_DIR)
  .filter((file) => /^console[._]/.test(file) || file === "console.tsx")
  .map((file) => {
    const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
    const names = new Set([...paramNamesIn(source), ...importedSources(source).flatMap(paramNamesIn)]);
    // Every list's shared names, whether or not the scan saw them, and one no route reads.
    for (const name of ["page", "per_page", "status", "q", "redirectTo", "unknown"]) names.add(name);
    return { file, path: routePath(file), params: [...names].sort() };
  });

const GARBAGE = [
  "x".repeat(5_000),
  "💥 ü ١٢٣ \u202e\u200b",
  "%00",
  "\u0000",
  "-1",
  "0",
  "99999999999999999999",
  "1e308",
  "NaN",
  "2026-13-45",
  "2026-02-30T25:61",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "[object Object]",
  "",
];
const PATH_VALUES = ["1", "abc", "-1", "0", "1.5", "99999999999", "%00", "%ff", "x".repeat(300), "enquiry"];

/** The route with its dynamic segments (`$id`, `$kind`) filled with one value; raw escapes go in as they are. */
const fill = (template: string, value: string) =>
  template.replace(/\$\w+/g, value.startsWith("%") ? value : encodeURIComponent(value));

/**
 * Query strings: every parameter at once with each garbage value, and every parameter at once twice
 * over (an array of plain values); then each parameter alone with a raw bad escape as the value it
 * reads first, a second value and bracketed names: one request per parameter, so a parameter
 * refused first never hides another's parsing.
 */
function queriesOf(params: string[]): string[] {
  const queries = GARBAGE.map((value) => new URLSearchParams(params.map((name) => [name, value])).toString());
  queries.push(params.map((name) => `${name}=1&${name}=2`).join("&"));
  for (const name of params) queries.push(`${name}=%E0%A4%A&${name}=2&${name}[]=1&${name}[x]=2`);
  return queries;
}

/**
 * The requests of one route's test come from an address of their own: its bad tokens use up that
 * address's allowance for secrets (docs/security.md), and the pages must then answer 429 too,
 * while the other routes still meet their loaders, and the browser tests' address is never spent
 * (a retry gets a fresh one).
 */
const fuzzAddress = (index: number, retry: number) => `10.251.${index % 250}.${1 + retry}`;

/** The owner's session (the worker's owner account, `consoleAccounts`) and a visitor, both from one address. */
async function contexts(storageState: ConsoleAccount["storageState"], address: string): Promise<Record<"owner" | "visitor", APIRequestContext>> {
  const extraHTTPHeaders = { "X-Forwarded-For": address };
  return {
    owner: await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, storageState, extraHTTPHeaders }),
    visitor: await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders }),
  };
}

// Server answers only: run once, in the js-off project, one test per route so both workers share them.
test.describe("console fuzz", { tag: "@js-off-only" }, () => {
  test("the scan of app/routes finds the console's routes", () => {
    expect(consoleRoutes.length).toBeGreaterThan(15);
  });

  for (const [index, route] of consoleRoutes.entries()) {
    test(`${route.file} answers garbage in every path and query parameter without a 5xx, signed in and not`, async ({ consoleAccounts }) => {
      test.setTimeout(180_000);
      const { owner, visitor } = await contexts((await consoleAccounts("owner")).storageState, fuzzAddress(index, test.info().retry));
      expect((await owner.get("/console", { maxRedirects: 0 })).status()).toBe(200);
      // Every query on the route (ids filled with 1), then every bad id with no query.
      const urls = [
        ...queriesOf(route.params).map((query) => `${fill(route.path, "1")}?${query}`),
        ...(route.path.includes("$") ? PATH_VALUES.map((value) => fill(route.path, value)) : []),
      ];
      const failures: string[] = [];
      // One request at a time: the server's one core is the limit, so more in flight is no faster
      // (three were measured: no 5xx at a load of 20, no time saved), and on a busy machine the
      // site's own API calls could run past their 5 s timeout.
      for (const url of urls) {
        for (const [who, context] of [["owner", owner], ["visitor", visitor]] as const) {
          const response = await context.get(url, { maxRedirects: 0 });
          if (response.status() >= 500) failures.push(`${who} GET ${url.slice(0, 200)}: ${response.status()}`);
        }
      }
      expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
      // The owner is still signed in: nothing above broke the session. The bad tokens came from this
      // test's address, so its limit on secrets may say "Please wait" (429); never a sign-out, never a 5xx.
      const after = await owner.get("/console", { maxRedirects: 0 });
      expect([200, 429]).toContain(after.status());
      if (after.status() === 429) expect(await after.text()).toContain("Too many attempts. Please wait a few minutes and try again.");
      test.info().annotations.push({ type: "requests", description: String(urls.length * 2) });
      await owner.dispose();
      await visitor.dispose();
    });
  }
});
