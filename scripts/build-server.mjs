// Compiles the HTTP server (server/, with the built-in API) to build/server.js so production runs
// plain Node, and copies beside it the source files it reads at run time.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

// Read through shippedPath() (contract/bundle-paths.ts): a folder read there must be listed here.
const SHIPPED = ["api/db/migrations", "server/outbox/migrations", "api/seed/posts", "api/seed/media"];

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // The bundle sits in build/ itself (contract/bundle-paths.ts).
  define: { __BUNDLE_ROOT__: JSON.stringify(".") },
  sourcemap: true,
  logLevel: "warning",
});
await rm("build/files", { recursive: true, force: true });
for (const folder of SHIPPED) await cp(folder, `build/files/${folder}`, { recursive: true });
console.log(`built build/server.js; copied ${SHIPPED.join(", ")} into build/files`);
