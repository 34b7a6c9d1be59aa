// Compiles the HTTP server (server/, with the built-in API) to build/server.js so production runs plain Node.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("built build/server.js");
