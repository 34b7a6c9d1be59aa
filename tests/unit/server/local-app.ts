import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";
import { http, passthrough } from "msw";
import { upstream } from "../../mocks/server";

/** Serves `app` on a free loopback port for one test; msw lets requests to it through. */
export async function serveLocally(app: express.Express): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.use(http.all(`${base}/*`, () => passthrough()));
  return { base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
