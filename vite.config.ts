import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { hmr: { port: 24678 } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // Tiny shared chunks (an icon, a content file) each cost a request: fold them into
      // their neighbours, which on a phone's connection loads the page sooner.
      output: { experimentalMinChunkSize: 0 },
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
  ],
});
