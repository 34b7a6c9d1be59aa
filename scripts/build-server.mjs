// Compiles the HTTP server (server/, with the built-in API) to build/server.js and the host's
// commands (scripts/cli.ts) to build/cli.js, so production runs plain Node without dev
// dependencies, and copies beside them the source files they read at run time.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

// Read through shippedPath() (contract/bundle-paths.ts): a folder read there must be listed here.
const SHIPPED = ["api/db/migrations", "server/outbox/migrations", "api/seed/posts", "api/seed/media"];

await build({
  entryPoints: { server: "server/index.ts", cli: "scripts/cli.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // Both bundles sit in build/ itself (contract/bundle-paths.ts).
  define: { __BUNDLE_ROOT__: JSON.stringify(".") },
  sourcemap: true,
  logLevel: "warning",
});
await rm("build/files", { recursive: true, force: true });
for (const folder of SHIPPED) await cp(folder, `build/files/${folder}`, { recursive: true });
console.log(`built build/server.js and build/cli.js; copied ${SHIPPED.join(", ")} into build/files`);
