import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { isCommonAssetRequest } from "msw";
import { api } from "./contract";

/** Calls to the upstream API that no stub answered, reported after the test. */
const unstubbed: string[] = [];

const FOLDER = import.meta.dirname;

interface Helper {
  method: string;
  path: RegExp;
  name: string;
  file: string;
}

let helpers: Helper[] | undefined;

/** The stub helpers of tests/mocks/api/, read from their source: which one answers a call. */
function stubHelpers(): Helper[] {
  helpers ??= readdirSync(FOLDER)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => {
      const found: Helper[] = [];
      let exported = "";
      let key = "";
      for (const line of readFileSync(join(FOLDER, file), "utf8").split("\n")) {
        const start = /^export (?:const|function) (\w+)/.exec(line);
        if (start) [exported, key] = [start[1], ""];
        const member = /^ {2}(\w+): /.exec(line);
        if (member && exported) key = member[1];
        const call = /(?:stub\("(\w+)", |http\.(\w+)\(api\()([`"])(\/[^`"]*)\3/.exec(line);
        if (!call || !exported) continue;
        const pattern = call[4].replace(/[.*+?^()|[\]\\]/g, "\\$&").replace(/\$\{[^}]*\}/g, "[^/]+");
        const name = key && !start ? `${exported}.${key}` : exported;
        found.push({ method: (call[1] ?? call[2]).toUpperCase(), path: new RegExp(`^${pattern}$`), name, file });
      }
      return found;
    });
  return helpers;
}

function hint(method: string, path: string): string {
  const helper = stubHelpers().find((one) => one.method === method && one.path.test(path));
  if (!helper) return "add a stub for it (stub() from tests/mocks/api/stub.ts), or answer failure(503) to test an outage";
  const file = relative(process.cwd(), join(FOLDER, helper.file));
  return `add ${helper.name}(...) from ${file}, or give it failure(503) to test an outage`;
}

/**
 * msw's onUnhandledRequest: a call to the upstream API no stub answers is recorded, and the site
 * sees an unreachable API. Other requests keep msw's "error" strategy.
 */
export function onUnstubbedRequest(request: Request, print: { error(): void }): void {
  const base = api("");
  const url = new URL(request.url);
  if (!`${url.origin}${url.pathname}`.startsWith(`${base}/`)) {
    if (!isCommonAssetRequest(request)) print.error();
    return;
  }
  const path = url.pathname.slice(new URL(base).pathname.length);
  unstubbed.push(`${request.method} ${path} was not stubbed: ${hint(request.method, path)}`);
  // As fetch fails on a refused connection; with a code, msw's interceptor fails the request with it.
  const cause = Object.assign(new Error(`connect ECONNREFUSED ${url.host} (${request.method} ${path} not stubbed)`), { code: "ECONNREFUSED" });
  throw Object.assign(new TypeError("fetch failed", { cause }), { code: "ECONNREFUSED", errno: -111 });
}

/** Fails the test in which the site called the API where no stub answered (tests/setup/unit.ts, after each test). */
export function throwUnstubbedCalls(): void {
  const found = [...new Set(unstubbed.splice(0))];
  if (found.length > 0) throw new Error(found.join("\n"));
}
