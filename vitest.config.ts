import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Files that need a process of their own. The rest of a suite share one worker thread per
 * worker, one file after another (`isolate: false`): the app's modules load once per worker
 * rather than once per file (docs/testing.md has the figures). A file belongs here when it
 * changes what the site reads once (its environment: SESSION_SECRET, API_BASE_URL, GTM_ID…),
 * replaces a module with `vi.mock`, or reloads modules. tests/setup/shared-process.ts fails a
 * shared file that changes the environment.
 */
const OWN_PROCESS = {
  unit: [
    // Sets GTM_ID, which the site reads once.
    "tests/unit/consent-action.test.ts",
    // Reloads the secret's module with SESSION_SECRET unset, in a folder of its own.
    "tests/unit/session-secret.test.ts",
    // Replaces the post page's loader with vi.mock.
    "tests/routes/form-constraints.test.ts",
  ],
  api: [
    // These three run the site's own routes against their test server: API_BASE_URL and SESSION_SECRET are theirs.
    "tests/api/console-secret-limits.test.ts",
    "tests/api/fuzz.test.ts",
    "tests/api/site-visitor-limits.test.ts",
    // Counts password hashes through vi.mock.
    "tests/api/staff-secret-limits.test.ts",
    // Sets SITE_KEY, which the site reads once.
    "tests/api/site-key-setting.test.ts",
  ],
};

const UNIT = {
  include: ["tests/unit/**/*.test.ts?(x)", "tests/routes/**/*.test.ts?(x)"],
  setupFiles: ["tests/setup/env.ts", "tests/setup/unit.ts", "tests/setup/caches.ts", "tests/support/route-matchers.ts"],
  // The share images read the palette from tokens.css (?raw); vitest empties CSS it does not include.
  css: { include: [/tokens\.css/] },
};

const API = {
  include: ["tests/api/**/*.test.ts"],
  // Builds the migrated and seeded template databases each test server copies.
  globalSetup: ["tests/setup/api-templates.ts"],
  // Files may run at once (`--maxWorkers=2`, as scripts/test.sh does): each has its own
  // database copy, server port and Redis port.
};

/**
 * vitest 3 makes one pool of each kind for the whole run, with the root's options: the shared
 * projects run in worker threads, which do not isolate (below), the others in forks, which do.
 * Each pool would take `--maxWorkers` at once; the groups run one after the other instead.
 */
const SHARED = { pool: "threads" as const, setupFiles: ["tests/setup/shared-process.ts"], sequence: { groupOrder: 0 } };
const OWN = { pool: "forks" as const, sequence: { groupOrder: 1 } };

// Run a suite with both of its projects: `--project 'unit*'`, `--project 'api*'`.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    poolOptions: { threads: { isolate: false }, forks: { isolate: true } },
    projects: [
      {
        extends: true,
        test: { ...UNIT, ...SHARED, name: "unit", exclude: OWN_PROCESS.unit, setupFiles: [...UNIT.setupFiles, ...SHARED.setupFiles] },
      },
      { extends: true, test: { ...UNIT, ...OWN, name: "unit-own-process", include: OWN_PROCESS.unit } },
      {
        extends: true,
        test: {
          // Reads the production build in build/: run after `npm run build` (scripts/test.sh does).
          name: "build",
          include: ["tests/build/**/*.test.ts"],
        },
      },
      { extends: true, test: { ...API, ...SHARED, name: "api", exclude: OWN_PROCESS.api } },
      { extends: true, test: { ...API, ...OWN, name: "api-own-process", include: OWN_PROCESS.api } },
    ],
  },
});
