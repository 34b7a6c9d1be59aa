import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** Module-level caches that need no reset between tests: what they keep is worked out from their key alone. */
const PURE_MEMOS: Record<string, string> = {
  "app/lib/site-content/legal-sections.server.ts": "Markdown rendered, by its text",
  "app/lib/site-content/published.server.ts": "one list cache per kind, each registered by apiListCache",
  "server/page-cache/cacheable.ts": "a URL's page key, by the URL",
  "server/page-cache/encoding.ts": "the encoding negotiated for an Accept-Encoding value",
  "server/page-cache/fast-path.ts": "headers prepared for a cached page object",
  "server/visits/classify.ts": "a user agent's device class, by the user agent",
};

describe("every module-level cache of the site", () => {
  it("registers its reset for tests (tests/setup/caches.ts), or only memoizes what its key determines", () => {
    const files = execFileSync("git", ["grep", "-l", "--untracked", "-E", "^(export )?(const|let) \\w+( *: *[^=]+)? *= *new (Map|LRUCache|WeakMap)\\b", "--", "app/lib", "server"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(5);
    const unregistered = files.filter((file) => !(file in PURE_MEMOS) && !readFileSync(resolve(root, file), "utf8").includes("registerCacheReset("));
    expect(unregistered, "register a reset with registerCacheReset (app/lib/in-process-caches.server.ts)").toEqual([]);
  });
});
