import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { builtPath } from "../contract/bundle-paths";
import { builtAssets } from "./static-files";

export interface RemixBuild {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves the browser's files: Vite's dev server, or the production build. */
  assets: express.Router;
}

/** In development Vite compiles the app on demand; in production it is the build in build/. */
export async function loadRemixBuild(isProduction: boolean): Promise<RemixBuild> {
  if (!isProduction) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return {
      build: () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
      assets: express.Router().use(devServer.middlewares),
    };
  }
  const build = (await import(pathToFileURL(builtPath("server/index.js")).href)) as ServerBuild;
  return { build, assets: builtAssets() };
}
