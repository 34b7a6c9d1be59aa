import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { chunkReport } from "./vite.chunk-report";
import { siteChunks } from "./vite.chunks";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build is build/server/index.js: build/ is one folder up (contract/bundle-paths.ts).
  define: isSsrBuild ? { __BUNDLE_ROOT__: JSON.stringify("..") } : {},
  server: { hmr: { port: 24678 } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // The server is one file; only the browser's code is cut into chunks.
      output: isSsrBuild ? {} : { manualChunks: siteChunks() },
    },
  },
  plugins: [
    !process.env.VITEST &&
      remix({
        ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
    tsconfigPaths(),
    !process.env.VITEST && chunkReport(),
  ],
}));
