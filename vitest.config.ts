import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts?(x)", "tests/routes/**/*.test.ts?(x)"],
          setupFiles: ["tests/setup/env.ts", "tests/setup/unit.ts", "tests/support/route-matchers.ts"],
          // The share images read the palette from tokens.css (?raw); vitest empties CSS it does not include.
          css: { include: [/tokens\.css/] },
        },
      },
      {
        extends: true,
        test: {
          // Reads the production build in build/: run after `npm run build` (scripts/test.sh does).
          name: "build",
          include: ["tests/build/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Builds the migrated and seeded template databases each test server copies.
          globalSetup: ["tests/setup/api-templates.ts"],
          // A process per file (they set process.env, and the site reads its environment once).
          // Files may run at once (`--maxWorkers=2`, as scripts/test.sh does): each has its own
          // database copy, server port and Redis port.
          pool: "forks",
        },
      },
    ],
  },
});
